import { describe, it } from 'vitest';
import { texts, type EventData } from '@fr/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import { integrityCheckDecider, type IntegrityCheckEvent } from './integrity-check';

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
