/** How long a process keeps a player's data key in memory: a key deleted by another process stops opening data here at most this late. */
export const PERSONAL_KEY_CACHE_TTL_MS = 60_000;

/** How many players' data keys a process keeps in memory at most (the oldest go first). */
export const PERSONAL_KEY_CACHE_MAX = 10_000;

/** Above this many records (ledger movements, tickets, entries, notifications...) an export is built by a job and e-mailed. */
export const EXPORT_INLINE_MAX_RECORDS = 2_000;

/** How long a built export can be downloaded: an e-mailed link, or the one a small export answers at once. */
export const EXPORT_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Tax details the law requires (IRS: 7 years for records backing a Form 1099) stay after a deletion for this long. */
export const TAX_RECORD_RETENTION_YEARS = 7;

/** What a deleted player's username reads as wherever it is still shown (draw results, leaderboards). */
export const ERASED_USERNAME = 'Deleted player';

/** What a player without a password types to confirm the deletion of their account. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** Digits of a tax id an export shows; the rest are masked. */
export const EXPORT_TAX_ID_VISIBLE_DIGITS = 4;

/** What stays after a deletion, why and for how long: docs/operations.md and the Privacy Policy render the same list. */
export const dataRetention = [
  {
    data: 'Coin ledger movements, raffle tickets and entries, draws and their proofs',
    why: 'The ledger must balance and every draw stays verifiable by anyone; they name only an anonymous id after a deletion.',
    howLong: 'For as long as the service runs',
  },
  {
    data: 'Tax details of prize claims of $600 or more (name, address, tax id)',
    why: 'Tax law requires the records behind a prize reported to the tax authority to be kept.',
    howLong: `${TAX_RECORD_RETENTION_YEARS} years after the claim, then erased by a scheduled job`,
  },
  {
    data: 'Payments (amount, date, payment reference)',
    why: 'Accounting and tax law require records of every sale.',
    howLong: 'As part of the ledger; the payment provider keeps its own records under its own policy',
  },
  {
    data: 'Username, e-mail address, names, sessions, password, linked social sign-ins, settings and notifications',
    why: 'Nothing requires them once the account is gone.',
    howLong: 'Erased at once: their key is deleted, so no copy of the log can read them again',
  },
] as const;

/** Attempts at deleting the account (each checks the password) per player and window: a stolen session cannot guess it. */
export const DELETE_ATTEMPTS_PER_WINDOW = 5;
export const DELETE_WINDOW_SECONDS = 15 * 60;

/** Export requests per player and hour: each one reads everything held about the player. */
export const EXPORT_REQUESTS_PER_HOUR = 5;

/** The name the browser saves a data export under. */
export const EXPORT_FILE_NAME = 'my-data.zip';
