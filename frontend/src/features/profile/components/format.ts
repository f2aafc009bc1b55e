const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const instantFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const usdFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** A calendar day in the viewer's time zone ("Nov 23, 2026"). */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** An instant in the viewer's time zone ("Nov 23, 2026, 11:59 PM"), for deadlines and changes that land at an hour. */
export const formatInstant = (iso: string) => instantFormat.format(new Date(iso));

/** Dollars as the Bank shows prices ("$4.99", "$600"). */
export const formatUsd = (amount: number) => usdFormat.format(amount);
