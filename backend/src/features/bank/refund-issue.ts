import type { DomainEvent, EventData } from '@fr/contracts';
import type { Decider } from '../../write/decider';

export type RefundIssuedEvent = Extract<DomainEvent, { type: 'CoinPurchaseRefundIssued' }>;

export interface IssueRefund {
  type: 'IssueRefund';
  refund: EventData<'CoinPurchaseRefundIssued'>;
}

/**
 * An admin's refund of one coin purchase (`coin-refund-{paymentId}`): recorded once, with the provider's refund id
 * (the provider's idempotency key makes a retried refund the same refund, so the first record stands).
 */
export const refundIssueDecider: Decider<EventData<'CoinPurchaseRefundIssued'> | null, IssueRefund, object, RefundIssuedEvent> = {
  initialState: () => null,
  evolve: (state, event) => state ?? event.data,
  decide: (command, state) => (state ? [] : [{ type: 'CoinPurchaseRefundIssued', data: command.refund }]),
};
