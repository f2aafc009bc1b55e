/** An instant as e-mails state it, on the reader's clock with the zone named ("Nov 23, 2026, 11:59 PM EST"). */
export const emailDateTime = (iso: string | Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
