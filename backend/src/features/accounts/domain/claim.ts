import type { DomainEvent } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { Decider } from '../../../write/decider';

export type ClaimEvent = Extract<
  DomainEvent,
  { type: 'UsernameClaimed' | 'EmailClaimed' | 'UsernameReleased' | 'EmailReleased' | 'SocialIdentityClaimed' }
>;
export type ClaimState = { owner: string | null };
export type ClaimCommand =
  { type: 'Claim'; userId: string; event: ClaimEvent; takenMessage: string } | { type: 'Release'; userId: string; event: ClaimEvent };

/**
 * A unique value (username, e-mail or a provider identity) is a stream of its own; the first claim wins. Claiming again for the same
 * user is a no-op, so a retried sign-up does not lock itself out; a failed sign-up releases what it claimed.
 */
export const claimDecider: Decider<ClaimState, ClaimCommand, Record<string, never>, ClaimEvent> = {
  initialState: () => ({ owner: null }),
  evolve: (state, event) =>
    event.type === 'UsernameReleased' || event.type === 'EmailReleased' ? { owner: null } : { owner: event.data.userId },
  decide(command, state) {
    if (command.type === 'Release') return state.owner === command.userId ? [command.event] : [];
    if (state.owner === command.userId) return [];
    if (state.owner) throw new DomainError('conflict', command.takenMessage);
    return [command.event];
  },
};
