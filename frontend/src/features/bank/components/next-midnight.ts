/**
 * The next local midnight (spec §2: the Bank's check-in countdown). Built from calendar fields rather than by adding
 * 24 hours, so days of 23 or 25 hours around a DST change still end at midnight.
 */
export function nextLocalMidnight(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
}
