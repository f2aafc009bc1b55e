/** How long a process keeps a player's data key in memory: a key deleted by another process stops opening data here at most this late. */
export const PERSONAL_KEY_CACHE_TTL_MS = 60_000;

/** How many players' data keys a process keeps in memory at most (the oldest go first). */
export const PERSONAL_KEY_CACHE_MAX = 10_000;

/** Above this many records (ledger movements, tickets, entries, notifications...) an export is built by a job and e-mailed. */
export const EXPORT_INLINE_MAX_RECORDS = 2_000;

/** How long a built export can be downloaded: an e-mailed link, or the one a small export answers at once. */
export const EXPORT_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * How long tax records (W-9 details of a winner of $600 or more) are kept after they were given, deletion or not: the
 * IRS asks for records supporting an information return for at least 3 years, 7 where a loss or bad-debt claim could
 * arise; we keep the longer period, then a job erases them.
 */
export const TAX_RECORD_RETENTION_YEARS = 7;

/** What a deleted player's username reads as wherever it is still shown (draw results, leaderboards). */
export const ERASED_USERNAME = 'Deleted player';

/** What a player without a password types to confirm the deletion of their account. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** Digits of a tax id an export shows; the rest are masked. */
export const EXPORT_TAX_ID_VISIBLE_DIGITS = 4;

/** Attempts at deleting the account (each checks the password) per player and window: a stolen session cannot guess it. */
export const DELETE_ATTEMPTS_PER_WINDOW = 5;
export const DELETE_WINDOW_SECONDS = 15 * 60;

/** Export requests per player and hour: each one reads everything held about the player. */
export const EXPORT_REQUESTS_PER_HOUR = 5;

/** The name the browser saves a data export under. */
export const EXPORT_FILE_NAME = 'my-data.zip';
