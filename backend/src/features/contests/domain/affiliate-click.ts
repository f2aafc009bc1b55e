import { createHash } from 'node:crypto';
import { CLICK_DEDUPE_WINDOW_MS, CLICK_ID_PREFIX, outgoingLink, texts, type ContestDefinition, type DomainEvent } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { Decider } from '../../../write/decider';

export type AffiliateClickEvent = Extract<DomainEvent, { type: 'AffiliateClickRecorded' }>;

/** A player's click on a contest's Join button, as the Contests page reports it (spec §7). */
export interface RecordClick {
  type: 'RecordClick';
  userId: string;
  contestId: string;
  platform: string;
  affiliateUrl: string;
}

/** The counted click of the player on the contest: a repeat within the window answers with it. */
export interface ClickState {
  last: { clickId: string; url: string; at: number } | null;
}

/**
 * The click id: a digest of the player, the contest and the instant the click was counted, so it is decided once and
 * never names the player to the partner it travels to.
 */
export function clickIdOf(userId: string, contestId: string, at: Date): string {
  const digest = createHash('sha256').update(`${userId}\n${contestId}\n${at.toISOString()}`).digest('hex');
  return `${CLICK_ID_PREFIX}${digest.slice(0, 32)}`;
}

/**
 * A player's clicks on one contest (`affiliate-clicks-{userId}-{contestId}`). Only the catalogue's contests, and
 * only with their own link: the link the click answers with is built from the catalogue, never from the request, so
 * nobody can borrow our domain to send a player elsewhere. A click within the window after the counted one counts once.
 * The catalogue is the live one (issue 23), read at the time of the click: an admin's new link is the one it opens.
 */
export const affiliateClickDecider: Decider<
  ClickState,
  RecordClick,
  { now: Date; contests: readonly ContestDefinition[] },
  AffiliateClickEvent
> = {
  initialState: () => ({ last: null }),
  evolve: (_state, event) => ({ last: { clickId: event.data.clickId, url: event.data.url, at: Date.parse(event.data.clickedAt) } }),
  decide(command, state, { now, contests }) {
    const contest = contests.find((c) => c.id === command.contestId);
    if (!contest) throw new DomainError('not_found', texts.server.contestNotFound);
    if (command.platform !== contest.platform || command.affiliateUrl !== contest.affiliateUrl) {
      throw new DomainError('validation_failed', texts.server.contestLinkMismatch);
    }
    if (state.last && now.getTime() - state.last.at < CLICK_DEDUPE_WINDOW_MS) return [];
    const clickId = clickIdOf(command.userId, contest.id, now);
    return [
      {
        type: 'AffiliateClickRecorded',
        data: {
          clickId,
          userId: command.userId,
          contestId: contest.id,
          platform: contest.platform,
          url: outgoingLink(contest.affiliateUrl, clickId),
          clickedAt: now.toISOString(),
        },
      },
    ];
  },
};
