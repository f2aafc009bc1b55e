const instantFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An instant in the viewer's own time zone ("Nov 23, 2026, 11:59 PM"). */
export const formatInstant = (iso: string) => instantFormat.format(new Date(iso));
