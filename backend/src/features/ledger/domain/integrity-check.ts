import {
  INTEGRITY_CHECK_MAX_RUN_MS,
  INTEGRITY_CHECKS_PER_WINDOW,
  INTEGRITY_CHECKS_WINDOW_MS,
  texts,
  type DomainEvent,
  type EventData,
  type IntegrityCheck,
} from '@fr/contracts';
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

/** The checks a new one is weighed against: those requested in the window before it. */
export type RecentCheck = Pick<IntegrityCheck, 'requestedAt' | 'status'>;

/**
 * Whether a new integrity check may start at `now`: not while another is queued or running (unless it has been so
 * long that its job is taken for lost), and not beyond the number per window. A check rebuilds every read model, so this
 * is what keeps an admin, or a stolen admin session, from loading the system with rebuilds.
 */
export function assertIntegrityCheckMayStart(recent: readonly RecentCheck[], now: Date): void {
  const at = now.getTime();
  const within = (ms: number, check: RecentCheck) => at - Date.parse(check.requestedAt) < ms;
  if (recent.some((c) => c.status === 'queued' && within(INTEGRITY_CHECK_MAX_RUN_MS, c)))
    throw new DomainError('conflict', texts.server.integrityCheckRunning);
  if (recent.filter((c) => within(INTEGRITY_CHECKS_WINDOW_MS, c)).length >= INTEGRITY_CHECKS_PER_WINDOW)
    throw new DomainError(
      'rate_limited',
      texts.server.integrityCheckLimit(INTEGRITY_CHECKS_PER_WINDOW, INTEGRITY_CHECKS_WINDOW_MS / 3_600_000),
    );
}
