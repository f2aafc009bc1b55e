import { texts } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { PlayerContext } from '../../player';
import type { ProfileEvent, ProfileState } from '../profile-slice';

export interface StartSelfExclusion {
  type: 'StartSelfExclusion';
  days: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Responsible play: purchases and raffle entries stop for the chosen days. One in force cannot be shortened or
 * replaced (not even by a longer one), so a second request while it runs is refused.
 */
export function decideStartSelfExclusion(command: StartSelfExclusion, state: ProfileState, { userId, now }: PlayerContext): ProfileEvent[] {
  if (state.selfExcludedUntil && Date.parse(state.selfExcludedUntil) > now.getTime()) {
    throw new DomainError('conflict', texts.server.alreadySelfExcluded);
  }
  const until = new Date(now.getTime() + command.days * DAY_MS);
  return [
    {
      type: 'SelfExclusionStarted',
      data: { userId, days: command.days, until: until.toISOString(), startedAt: now.toISOString() },
    },
  ];
}
