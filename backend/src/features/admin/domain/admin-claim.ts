import type { DomainEvent } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { Decider } from '../../../write/decider';

export type AdminClaimEvent = Extract<
  DomainEvent,
  { type: 'AdminUsernameClaimed' | 'AdminEmailClaimed' | 'AdminUsernameReleased' | 'AdminEmailReleased' }
>;

export type AdminClaimCommand =
  { type: 'Claim'; event: AdminClaimEvent; takenMessage: string } | { type: 'Release'; event: AdminClaimEvent };

/**
 * An admin username or e-mail is a stream of its own; the first claim wins (as for players, ADR 0004). Claiming
 * again for the same admin is a no-op, so a retried creation does not lock itself out.
 */
export const adminClaimDecider: Decider<{ owner: string | null }, AdminClaimCommand, Record<string, never>, AdminClaimEvent> = {
  initialState: () => ({ owner: null }),
  evolve: (_state, event) =>
    event.type === 'AdminUsernameReleased' || event.type === 'AdminEmailReleased' ? { owner: null } : { owner: event.data.adminId },
  decide(command, state) {
    const adminId = command.event.data.adminId;
    if (command.type === 'Release') return state.owner === adminId ? [command.event] : [];
    if (state.owner === adminId) return [];
    if (state.owner) throw new DomainError('conflict', command.takenMessage);
    return [command.event];
  },
};
