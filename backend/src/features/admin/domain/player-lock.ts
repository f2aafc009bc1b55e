import { texts, type DomainEvent } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { Decider } from '../../../write/decider';

export type PlayerLockEvent = Extract<DomainEvent, { type: 'PlayerLocked' | 'PlayerUnlocked' }>;

export interface PlayerLockCommand {
  type: 'Lock' | 'Unlock';
  userId: string;
  adminId: string;
  reason: string;
}

/** A player's lock (`player-lock-{userId}`): locked or not, each change by an admin with a reason. */
export const playerLockDecider: Decider<{ locked: boolean }, PlayerLockCommand, { now: Date }, PlayerLockEvent> = {
  initialState: () => ({ locked: false }),
  evolve: (_state, event) => ({ locked: event.type === 'PlayerLocked' }),
  decide(command, state, { now }) {
    const data = { userId: command.userId, adminId: command.adminId, reason: command.reason, at: now.toISOString() };
    if (command.type === 'Lock') {
      if (state.locked) throw new DomainError('conflict', texts.server.playerAlreadyLocked);
      return [{ type: 'PlayerLocked', data }];
    }
    if (!state.locked) throw new DomainError('conflict', texts.server.playerNotLocked);
    return [{ type: 'PlayerUnlocked', data }];
  },
};
