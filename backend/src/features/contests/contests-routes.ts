import Router from '@koa/router';
import { affiliateClickStream, apiRoutes, isAdultOffer, nextLockAt, secondsUntilLock } from '@fr/contracts';
import { contestParticipants, liveContests } from '@fr/projections';
import { contractRoute } from '../../platform/http/contract-route';
import type { AppServices } from '../../services';
import { requireEligibleFor } from '../eligibility';
import { affiliateClickDecider } from './domain/affiliate-click';

/** The Contests page's catalogue and the click its Join button reports (spec §2, §7). */
export function contestsRoutes(services: AppServices): Router {
  const router = new Router();

  contractRoute(router, apiRoutes.contests, async () => {
    const now = services.now();
    const [participants, contests] = await Promise.all([contestParticipants(services.pool), liveContests(services.pool)]);
    return {
      contests: contests.map(({ schedule, ...contest }) => ({
        ...contest,
        participants: participants.get(contest.id) ?? 0,
        timeRemaining: secondsUntilLock(schedule, now),
        closesAt: nextLockAt(schedule, now).toISOString(),
      })),
    };
  });

  // Signed-in players only: a click is attributed to a player (the conversion it leads to completes their challenge,
  // and repeats count once per player), and an open endpoint would let anyone inflate the click counts that revenue
  // per click is reckoned from. A visitor's Join opens the contest's own link untracked.
  contractRoute(router, apiRoutes.trackAffiliateClick, async ({ userId, body }) => {
    // A partner offer marked 21+ opens only for a player who declared an age of 21 or more (asked once, then checked).
    if (isAdultOffer(body.contestId)) await requireEligibleFor(services, userId, 'adult-offer');
    const result = await services.commands.handle({
      streamId: affiliateClickStream(userId, body.contestId),
      decider: affiliateClickDecider,
      command: { type: 'RecordClick', userId, ...body },
      context: { now: services.now(), contests: await liveContests(services.pool) },
      metadata: { actor: userId, command: 'RecordClick' },
    });
    // The participant count on the next GET, and a partner's postback moments later, both find the click.
    await services.readYourWrites(result.position);
    const click = result.state.last!;
    return { clickId: click.clickId, url: click.url, repeated: result.events.length === 0 };
  });

  return router;
}
