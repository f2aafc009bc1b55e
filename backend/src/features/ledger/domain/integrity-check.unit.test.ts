import { describe, expect, it } from 'vitest';
import { INTEGRITY_CHECK_MAX_RUN_MS, INTEGRITY_CHECKS_PER_WINDOW, INTEGRITY_CHECKS_WINDOW_MS, texts, type EventData } from '@fr/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import { assertIntegrityCheckMayStart, integrityCheckDecider, type IntegrityCheckEvent, type RecentCheck } from './integrity-check';

const now = new Date('2026-11-23T12:00:00Z');
const spec = deciderSpec(integrityCheckDecider, { now });
const requested: IntegrityCheckEvent = {
  type: 'IntegrityCheckRequested',
  data: { checkId: 'c1', adminId: 'a1', at: now.toISOString() },
};
const report: EventData<'IntegrityCheckCompleted'> = {
  checkId: 'c1',
  ok: true,
  events: 12,
  projectors: [{ projector: 'coins', compared: true, equal: true, position: '000000000012', tables: [] }],
  startedAt: now.toISOString(),
  finishedAt: now.toISOString(),
};

describe('an integrity check', () => {
  it('is requested once by the admin who asked; a repeated request changes nothing', () => {
    spec.given().when({ type: 'Request', checkId: 'c1', adminId: 'a1' }).then([requested]);
    spec.given(requested).when({ type: 'Request', checkId: 'c1', adminId: 'a1' }).thenNothing();
  });

  it('completes once with its report; a retried job adds no second report', () => {
    const completed: IntegrityCheckEvent = { type: 'IntegrityCheckCompleted', data: report };
    spec.given(requested).when({ type: 'Complete', report }).then([completed]);
    spec
      .given(requested, completed)
      .when({ type: 'Complete', report: { ...report, ok: false } })
      .thenNothing();
  });

  it('cannot complete a check nobody asked for', () => {
    spec.given().when({ type: 'Complete', report }).thenRefuses(texts.server.integrityCheckUnknown);
  });
});

describe('starting an integrity check', () => {
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const check = (status: RecentCheck['status'], msAgo: number): RecentCheck => ({ requestedAt: ago(msAgo), status });
  const start = (recent: RecentCheck[]) => () => assertIntegrityCheckMayStart(recent, now);

  it('may start when none runs and few started lately', () => {
    expect(start([])).not.toThrow();
    expect(start([check('passed', 60_000), check('failed', 120_000)])).not.toThrow();
  });

  it('waits for the one that runs, unless it has run so long that its job is taken for lost', () => {
    expect(start([check('queued', 60_000)])).toThrow(expect.objectContaining({ status: 409, message: texts.server.integrityCheckRunning }));
    expect(start([check('queued', INTEGRITY_CHECK_MAX_RUN_MS)])).not.toThrow();
  });

  it('starts at most the number per window', () => {
    const done = Array.from({ length: INTEGRITY_CHECKS_PER_WINDOW }, (_, i) => check('passed', (i + 1) * 60_000));
    expect(start(done)).toThrow(
      expect.objectContaining({
        status: 429,
        message: texts.server.integrityCheckLimit(INTEGRITY_CHECKS_PER_WINDOW, INTEGRITY_CHECKS_WINDOW_MS / 3_600_000),
      }),
    );
    expect(start([...done.slice(1), check('passed', INTEGRITY_CHECKS_WINDOW_MS)])).not.toThrow();
  });
});
