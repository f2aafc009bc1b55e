import { describe, it } from 'vitest';
import { deciderSpec } from '../../../testing/decider-spec';
import { erasureDecider } from './erasure';

const now = new Date('2026-11-25T12:00:00Z');
const spec = deciderSpec(erasureDecider, { now });

describe('erasing an account', () => {
  it('records the erasure once, with when the kept tax records go', () => {
    spec
      .given()
      .when({ type: 'EraseAccount', userId: 'u1', taxRecordsUntil: '2033-11-25T12:00:00.000Z' })
      .then([{ type: 'AccountErased', data: { userId: 'u1', erasedAt: now.toISOString(), taxRecordsUntil: '2033-11-25T12:00:00.000Z' } }]);
  });

  it('decides nothing for an account already erased', () => {
    spec
      .given({ type: 'AccountErased', data: { userId: 'u1', erasedAt: now.toISOString(), taxRecordsUntil: null } })
      .when({ type: 'EraseAccount', userId: 'u1', taxRecordsUntil: null })
      .thenNothing();
  });
});
