import { addDays, localDate, startOfLocalDay } from '../calendar/local-day';
import { PURCHASE_MONTH_TIME_ZONE } from '../profile/constants';

/** The calendar month (New York time) that holds `now`, as the instants it starts and ends: what the purchase limit counts. */
export function purchaseMonthOf(now: Date): { from: Date; to: Date } {
  const first = `${localDate(now, PURCHASE_MONTH_TIME_ZONE).slice(0, 7)}-01`;
  const nextFirst = `${addDays(first, 31).slice(0, 7)}-01`;
  return { from: startOfLocalDay(first, PURCHASE_MONTH_TIME_ZONE), to: startOfLocalDay(nextFirst, PURCHASE_MONTH_TIME_ZONE) };
}
