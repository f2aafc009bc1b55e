// Issue 23 in progress: replaced by the real dialogs.
export function AdjustCoinsButton(_props: { userId: string; username: string }) {
  return null;
}
export function RefundPurchaseButton(_props: { userId: string; purchaseId: string }) {
  return null;
}
