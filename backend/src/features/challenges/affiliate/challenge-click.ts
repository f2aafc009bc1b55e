import { createHash } from 'node:crypto';
import { CLICK_DEDUPE_WINDOW_MS, CLICK_ID_PREFIX, outgoingLink, texts, type ChallengeDefinition, type DomainEvent } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { Decider } from '../../../write/decider';

export type ChallengeClickEvent = Extract<DomainEvent, { type: 'ChallengeClickRecorded' }>;

/** A player's click on a partner challenge's link (the card's button). */
export interface RecordChallengeClick {
  type: 'RecordChallengeClick';
  userId: string;
  challengeId: string;
}

/** The counted click of the player on the challenge: a repeat within the window answers with it. */
export interface ChallengeClickState {
  last: { clickId: string; url: string; at: number } | null;
}

/**
 * The click id: a digest of the player, the challenge and the instant the click was counted, so it is decided once and
 * never names the player to the partner it travels to. The leading word keeps it apart from a contest's click ids,
 * which digest a player, a contest and an instant too.
 */
export function challengeClickIdOf(userId: string, challengeId: string, at: Date): string {
  const digest = createHash('sha256').update(`challenge\n${userId}\n${challengeId}\n${at.toISOString()}`).digest('hex');
  return `${CLICK_ID_PREFIX}${digest.slice(0, 32)}`;
}

/**
 * A player's clicks on one partner challenge (`challenge-clicks-{userId}-{challengeId}`). Only offered challenges a
 * partner completes have a link; it leads to that partner's page from the catalogue, never to anything the request
 * says. A click within the window after the counted one counts once. The catalogue is the live one (issue 23), read
 * at the time of the click: an admin's new link is the one it opens.
 */
export const challengeClickDecider: Decider<
  ChallengeClickState,
  RecordChallengeClick,
  { now: Date; challenges: readonly ChallengeDefinition[] },
  ChallengeClickEvent
> = {
  initialState: () => ({ last: null }),
  evolve: (_state, event) => ({ last: { clickId: event.data.clickId, url: event.data.url, at: Date.parse(event.data.clickedAt) } }),
  decide(command, state, { now, challenges }) {
    const challenge = challenges.find((c) => c.id === command.challengeId);
    if (!challenge || challenge.completion !== 'partner_postback' || challenge.partnerUrl === null || challenge.platform === null) {
      throw new DomainError('not_found', texts.server.challengeHasNoPartnerLink);
    }
    if (state.last && now.getTime() - state.last.at < CLICK_DEDUPE_WINDOW_MS) return [];
    const clickId = challengeClickIdOf(command.userId, challenge.id, now);
    return [
      {
        type: 'ChallengeClickRecorded',
        data: {
          clickId,
          userId: command.userId,
          challengeId: challenge.id,
          platform: challenge.platform,
          url: outgoingLink(challenge.partnerUrl, clickId),
          clickedAt: now.toISOString(),
        },
      },
    ];
  },
};
