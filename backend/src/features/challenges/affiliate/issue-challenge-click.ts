import { ADULT_OFFER_MINIMUM_AGE, challengeClickStream, offeredChallenges } from '@fr/contracts';
import { liveChallenges } from '@fr/projections';
import type { AppServices } from '../../../services';
import { requireEligibleFor } from '../../eligibility';
import { challengeClickDecider } from './challenge-click';

/**
 * The one place a click on a partner challenge's link is issued, and so the one place to refuse it: a player who may
 * not take a partner's offer (its minimum age, say) is turned away here, before any click exists for a postback to
 * name. Answers the partner's page with the click id as its sub-id.
 */
export async function issueChallengeClick(
  services: Pick<AppServices, 'commands' | 'now' | 'readYourWrites' | 'pool'>,
  userId: string,
  challengeId: string,
): Promise<{ clickId: string; url: string }> {
  // A 21+ offer (sportsbooks) needs a declaration that allows it (issue 22): 403 `eligibility_required` or the rule.
  const minimumAge = offeredChallenges.find((c) => c.id === challengeId)?.requirements.minimumAge ?? 0;
  if (minimumAge >= ADULT_OFFER_MINIMUM_AGE) await requireEligibleFor(services, userId, 'adult-offer');
  const result = await services.commands.handle({
    streamId: challengeClickStream(userId, challengeId),
    decider: challengeClickDecider,
    command: { type: 'RecordChallengeClick', userId, challengeId },
    context: { now: services.now(), challenges: await liveChallenges(services.pool) },
    metadata: { actor: userId, command: 'RecordChallengeClick' },
  });
  // The partner's postback may come moments after the redirect: it finds the click in the read model.
  await services.readYourWrites(result.position);
  const { clickId, url } = result.state.last!;
  return { clickId, url };
}
