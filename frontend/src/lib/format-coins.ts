/** Coins with thousands separators; an ellipsis while the balance is still loading. */
export function formatCoins(coins: number | undefined): string {
  return coins === undefined ? '…' : coins.toLocaleString('en-US');
}
