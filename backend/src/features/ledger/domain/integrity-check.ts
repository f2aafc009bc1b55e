import { texts, type DomainEvent, type EventData } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { Decider } from '../../../write/decider';

export type IntegrityCheckEvent = Extract<DomainEvent, { type: 'IntegrityCheckRequested' | 'IntegrityCheckCompleted' }>;

export type IntegrityCheckCommand =
  { type: 'Request'; checkId: string; adminId: string } | { type: 'Complete'; report: EventData<'IntegrityCheckCompleted'> };

export interface IntegrityCheckState {
  requested: boolean;
  completed: boolean;
}

/** One integrity check (`integrity-check-{checkId}`): asked for by an admin once, completed once (a re-run job is a no-op). */
export const integrityCheckDecider: Decider<IntegrityCheckState, IntegrityCheckCommand, { now: Date }, IntegrityCheckEvent> = {
  initialState: () => ({ requested: false, completed: false }),
  evolve: (state, event) => (event.type === 'IntegrityCheckRequested' ? { ...state, requested: true } : { ...state, completed: true }),
  decide(command, state, { now }) {
    if (command.type === 'Request') {
      if (state.requested) return [];
      return [{ type: 'IntegrityCheckRequested', data: { checkId: command.checkId, adminId: command.adminId, at: now.toISOString() } }];
    }
    if (!state.requested) throw new DomainError('not_found', texts.server.integrityCheckUnknown);
    if (state.completed) return [];
    return [{ type: 'IntegrityCheckCompleted', data: command.report }];
  },
};
