import { DEFAULT_TIME_ZONE, PURCHASE_MONTH_TIME_ZONE, addDays, localDate, startOfLocalDay, texts } from '@fr/contracts';
import { purchaseLimitOf, purchasedCentsBetween, selfExcludedUntil } from '@fr/projections';
import { DomainError } from '../../platform/errors';
import type { AppServices } from '../../services';

/** The calendar month (New York time) that holds `now`, as the instants it starts and ends. */
export function purchaseMonthOf(now: Date): { from: Date; to: Date } {
  const first = `${localDate(now, PURCHASE_MONTH_TIME_ZONE).slice(0, 7)}-01`;
  const nextFirst = `${addDays(first, 31).slice(0, 7)}-01`;
  return { from: startOfLocalDay(first, PURCHASE_MONTH_TIME_ZONE), to: startOfLocalDay(nextFirst, PURCHASE_MONTH_TIME_ZONE) };
}

/** What the player paid for coins this calendar month, net of refunds, in cents. */
export function purchasedThisMonthCents(services: Pick<AppServices, 'pool' | 'now'>, userId: string): Promise<number> {
  const { from, to } = purchaseMonthOf(services.now());
  return purchasedCentsBetween(services.pool, userId, from, to);
}

const usd = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

const untilFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: DEFAULT_TIME_ZONE,
  timeZoneName: 'short',
});

/**
 * Responsible play at the bank's door: no coin package while a self-exclusion is in force, and none that would take
 * this month's purchases over the limit in force. Checked when a checkout starts, before any money moves.
 */
export async function assertPurchaseAllowed(
  services: Pick<AppServices, 'pool' | 'now'>,
  userId: string,
  priceCents: number,
): Promise<void> {
  const now = services.now();
  const [excludedUntil, limit] = await Promise.all([
    selfExcludedUntil(services.pool, userId, now),
    purchaseLimitOf(services.pool, userId, now),
  ]);
  if (excludedUntil) throw new DomainError('business_rule', texts.server.purchasesPausedUntil(untilFormat.format(new Date(excludedUntil))));
  if (limit.monthlyLimitUsd === null) return;
  const spent = await purchasedThisMonthCents(services, userId);
  if (spent + priceCents > limit.monthlyLimitUsd * 100) {
    throw new DomainError('business_rule', texts.server.purchaseLimitReached(usd(limit.monthlyLimitUsd)));
  }
}
