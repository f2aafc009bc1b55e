import { describe, it } from 'vitest';
import { texts, type CoinAdjustmentDecision } from '@fr/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import { adjustmentRequestDecider, type AdjustmentRequestEvent } from './adjustment-request';

const now = new Date('2026-11-22T17:00:00Z');
const at = now.toISOString();
const spec = deciderSpec(adjustmentRequestDecider, { now });
const seen: CoinAdjustmentDecision = { amount: -5000, lot: 'earned', reason: 'Duplicate reward' };
const requested: AdjustmentRequestEvent = {
  type: 'CoinAdjustmentRequested',
  data: { requestId: 'r1', userId: 'u1', ...seen, requestedBy: 'alice', requestedAt: at },
};
const approved: AdjustmentRequestEvent = {
  type: 'CoinAdjustmentApproved',
  data: { requestId: 'r1', userId: 'u1', approvedBy: 'bob', approvedAt: at },
};
const rejected: AdjustmentRequestEvent = {
  type: 'CoinAdjustmentRejected',
  data: { requestId: 'r1', userId: 'u1', rejectedBy: 'bob', rejectedAt: at },
};
const approve = (adminId: string, what = seen) => ({ type: 'ApproveAdjustment', requestId: 'r1', adminId, seen: what }) as const;
const reject = (adminId: string) => ({ type: 'RejectAdjustment', requestId: 'r1', adminId, seen }) as const;

describe('a coin adjustment request (four eyes)', () => {
  it('is requested once; the same request again is a retry, another under its id is refused', () => {
    const request = { type: 'RequestAdjustment', requestId: 'r1', userId: 'u1', ...seen, requestedBy: 'alice' } as const;
    spec.given().when(request).then([requested]);
    spec.given(requested).when(request).thenNothing();
    spec
      .given(requested)
      .when({ ...request, amount: -50 })
      .thenRefuses(texts.server.coinAdjustmentIdReused);
  });

  it('is approved by another admin, never by the one who asked', () => {
    spec.given(requested).when(approve('bob')).then([approved]);
    spec.given(requested).when(approve('alice')).thenRefuses(texts.server.coinAdjustmentOwnRequest);
  });

  it('refuses an approval of something other than the request', () => {
    spec
      .given(requested)
      .when(approve('bob', { ...seen, amount: -500 }))
      .thenRefuses(texts.server.coinAdjustmentChanged);
  });

  it('takes the approver approving again as a retry, and refuses every other decision once decided', () => {
    spec.given(requested, approved).when(approve('bob')).thenNothing();
    spec.given(requested, approved).when(approve('carol')).thenRefuses(texts.server.coinAdjustmentDecided('approved'));
    spec.given(requested, approved).when(reject('carol')).thenRefuses(texts.server.coinAdjustmentDecided('approved'));
    spec.given(requested, rejected).when(approve('carol')).thenRefuses(texts.server.coinAdjustmentDecided('rejected'));
  });

  it('refuses a decision on a request that does not exist', () => {
    spec.given().when(approve('bob')).thenRefuses(texts.server.coinAdjustmentNotFound);
  });
});
