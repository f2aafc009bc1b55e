/** Counts as the client shows them everywhere: US grouping ("12,500"), at most two decimals for points. */
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A whole or fractional count with thousands separators ("12,500", "87.25"). */
export const formatNumber = (value: number): string => count.format(value);

/** Coins with thousands separators; an ellipsis while the balance is still loading. */
export function formatCoins(coins: number | undefined): string {
  return coins === undefined ? '…' : count.format(coins);
}

/** A coin movement with its sign ("+50", "-1,200"). */
export const formatSignedCoins = (amount: number): string => `${amount > 0 ? '+' : '-'}${count.format(Math.abs(amount))}`;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', trailingZeroDisplay: 'stripIfInteger' });

/** Dollars with cents ("$4.99", "$600.00"), as prices and revenue show them; `whole` drops ".00" from round amounts ("$600"), as limits and prize values show them. */
export const formatUsd = (dollars: number, { whole = false }: { whole?: boolean } = {}): string => (whole ? usdWhole : usd).format(dollars);

/** Integer cents as dollars (analytics money is kept in cents). */
export const formatCents = (cents: number): string => usd.format(cents / 100);

/**
 * A percentage ("12.5%"): at most `digits` decimals with trailing zeros dropped, or exactly `digits` when `fixed`
 * ("+12.0%"); `signed` shows "+" on gains.
 */
export function formatPercent(
  percent: number,
  { digits = 1, fixed = false, signed = false }: { digits?: number; fixed?: boolean; signed?: boolean } = {},
): string {
  const number = new Intl.NumberFormat('en-US', {
    maximumFractionDigits: digits,
    minimumFractionDigits: fixed ? digits : 0,
    signDisplay: signed ? 'always' : 'auto',
    useGrouping: false,
  });
  return `${number.format(percent)}%`;
}
