// Issue 23 in progress: coin corrections (four eyes) and purchase refunds; the adjustments folder's components replace these.
export { AdjustCoinsButton, RefundPurchaseButton } from './pending';
