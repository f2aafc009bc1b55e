// Issue 23: support's coin grants and corrections (four eyes above the threshold) and refunds of coin purchases.
export { AdjustCoinsButton } from './adjust-coins-button';
export { PendingApprovals } from './pending-approvals';
export { RefundPurchaseButton } from './refund-purchase-button';
