import type { DomainEvent } from '@fr/contracts';
import type { Decider } from '../../../write/decider';

type ErasureEvent = Extract<DomainEvent, { type: 'AccountErased' }>;

export interface ErasureState {
  erased: boolean;
}

export type EraseAccount = { type: 'EraseAccount'; userId: string; taxRecordsUntil: string | null };

/** An account is erased once: a repeated deletion (a retry, a second tab) decides nothing. */
export const erasureDecider: Decider<ErasureState, EraseAccount, { now: Date }, ErasureEvent> = {
  initialState: () => ({ erased: false }),
  evolve: (state, event) => (event.type === 'AccountErased' ? { erased: true } : state),
  decide(command, state, { now }) {
    if (state.erased) return [];
    return [
      { type: 'AccountErased', data: { userId: command.userId, erasedAt: now.toISOString(), taxRecordsUntil: command.taxRecordsUntil } },
    ];
  },
};
