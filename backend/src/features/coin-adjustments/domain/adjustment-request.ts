import { texts, type CoinAdjustmentDecision, type CoinLot, type DomainEvent } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { Decider } from '../../../write/decider';

export type AdjustmentRequestEvent = Extract<
  DomainEvent,
  { type: 'CoinAdjustmentRequested' | 'CoinAdjustmentApproved' | 'CoinAdjustmentRejected' | 'CoinAdjustmentFailed' }
>;

export interface RequestedAdjustment {
  userId: string;
  amount: number;
  lot: CoinLot;
  reason: string;
  requestedBy: string;
}

export type AdjustmentRequestState =
  | { status: 'none' }
  | (RequestedAdjustment & { status: 'pending' | 'rejected' | 'failed' })
  | (RequestedAdjustment & { status: 'approved'; approvedBy: string });

export type AdjustmentRequestCommand =
  | ({ type: 'RequestAdjustment'; requestId: string } & RequestedAdjustment)
  | { type: 'ApproveAdjustment'; requestId: string; adminId: string; seen: CoinAdjustmentDecision }
  | { type: 'RejectAdjustment'; requestId: string; adminId: string; seen: CoinAdjustmentDecision }
  | { type: 'FailAdjustment'; requestId: string; failure: string };

const same = (a: CoinAdjustmentDecision, b: CoinAdjustmentDecision) => a.amount === b.amount && a.lot === b.lot && a.reason === b.reason;

/**
 * Four eyes on a large adjustment (`coin-adjustment-{requestId}`): requested by one admin, then approved or rejected
 * by another, as that admin saw it. The same request posted again is a retry; the approver approving again is a
 * retry too (the route then applies it again, which the player stream makes a no-op), anything else on a decided
 * request is refused.
 */
export const adjustmentRequestDecider: Decider<AdjustmentRequestState, AdjustmentRequestCommand, { now: Date }, AdjustmentRequestEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, { type, data }) {
    switch (type) {
      case 'CoinAdjustmentRequested': {
        const { userId, amount, lot, reason, requestedBy } = data;
        return { status: 'pending', userId, amount, lot, reason, requestedBy };
      }
      case 'CoinAdjustmentApproved':
        return state.status === 'none' ? state : { ...state, status: 'approved', approvedBy: data.approvedBy };
      case 'CoinAdjustmentRejected':
        return state.status === 'none' ? state : { ...state, status: 'rejected' };
      case 'CoinAdjustmentFailed':
        return state.status === 'none' ? state : { ...state, status: 'failed' };
    }
  },
  decide(command, state, { now }) {
    const at = now.toISOString();
    const { requestId } = command;
    if (command.type === 'RequestAdjustment') {
      const { userId, amount, lot, reason, requestedBy } = command;
      if (state.status !== 'none') {
        if (state.userId === userId && state.requestedBy === requestedBy && same(state, command)) return [];
        throw new DomainError('idempotency_mismatch', texts.server.coinAdjustmentIdReused);
      }
      return [{ type: 'CoinAdjustmentRequested', data: { requestId, userId, amount, lot, reason, requestedBy, requestedAt: at } }];
    }
    if (state.status === 'none') throw new DomainError('not_found', texts.server.coinAdjustmentNotFound);
    if (command.type === 'FailAdjustment') {
      if (state.status !== 'approved') return [];
      return [{ type: 'CoinAdjustmentFailed', data: { requestId, userId: state.userId, failure: command.failure, failedAt: at } }];
    }
    if (command.adminId === state.requestedBy) throw new DomainError('forbidden', texts.server.coinAdjustmentOwnRequest);
    if (!same(state, command.seen)) throw new DomainError('conflict', texts.server.coinAdjustmentChanged);
    if (command.type === 'ApproveAdjustment' && state.status === 'approved' && state.approvedBy === command.adminId) return [];
    if (state.status !== 'pending') throw new DomainError('conflict', texts.server.coinAdjustmentDecided(state.status));
    if (command.type === 'ApproveAdjustment') {
      return [{ type: 'CoinAdjustmentApproved', data: { requestId, userId: state.userId, approvedBy: command.adminId, approvedAt: at } }];
    }
    return [{ type: 'CoinAdjustmentRejected', data: { requestId, userId: state.userId, rejectedBy: command.adminId, rejectedAt: at } }];
  },
};
