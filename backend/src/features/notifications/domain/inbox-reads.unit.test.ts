import { describe, it } from 'vitest';
import { deciderSpec } from '../../../testing/decider-spec';
import { inboxReadsDecider, type InboxEvent } from './inbox-reads';

const now = new Date('2026-11-20T12:00:00.000Z');
const spec = deciderSpec(inboxReadsDecider, { now });
const mark = (upTo: string, upToPosition: string) => ({ userId: 'u1', upTo, upToPosition });
const read = (upTo: string, upToPosition: string): InboxEvent => ({
  type: 'NotificationsRead',
  data: { ...mark(upTo, upToPosition), readAt: now.toISOString() },
});

describe('marking notifications read', () => {
  it('records the first mark', () => {
    spec
      .given()
      .when(mark('n1', '0001-0005'))
      .then([read('n1', '0001-0005')]);
  });

  it('moves the mark forward to a newer notification', () => {
    spec
      .given(read('n1', '0001-0005'))
      .when(mark('n2', '0002-0009'))
      .then([read('n2', '0002-0009')]);
  });

  it('decides nothing for the same mark again or an older one', () => {
    spec.given(read('n2', '0002-0009')).when(mark('n2', '0002-0009')).thenNothing();
    spec.given(read('n2', '0002-0009'), read('n1', '0001-0005')).when(mark('n1', '0001-0005')).thenNothing();
  });
});
