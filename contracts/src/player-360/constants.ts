/** How many of the player's latest notifications, raffle entries and ledger stream events the player 360 lists. */
export const PLAYER_360_NOTIFICATIONS_LISTED = 10;
export const PLAYER_360_ENTRIES_LISTED = 20;
export const PLAYER_360_LEDGER_EVENTS_LISTED = 15;

/** The age bands the player 360 shows in place of a date of birth (at 18 and 21, as the eligibility rules); unknown for a date that is not a real one. */
export const ageBands = ['under-18', '18-20', '21-plus', 'unknown'] as const;
export type AgeBand = (typeof ageBands)[number];

/** Client routes of the operator console: a player's page, and the ledger explorer opened on one player's stream. */
export const adminPlayerPath = (userId: string) => `/admin/players/${encodeURIComponent(userId)}`;
export const adminLedgerPlayerPath = (userId: string) => `/admin/ledger?player=${encodeURIComponent(userId)}`;
