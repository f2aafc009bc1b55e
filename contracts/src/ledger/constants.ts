import type { AdminRole } from '../admin/constants';

/** Ours: the audit explorer shows a player's stream this many events per page (at most the maximum). */
export const LEDGER_STREAM_PAGE_SIZE = 50;

export const LEDGER_STREAM_MAX_PAGE_SIZE = 200;

/** Ours: the integrity checks listed, newest first. */
export const INTEGRITY_CHECKS_LISTED = 20;

/** Ours: at most this many differing rows are kept per table and side in an integrity check's report. */
export const INTEGRITY_DIFF_ROWS = 20;

/**
 * Ours: a full rebuild of every read model is the heaviest work the system does, so one runs at a time and at most
 * this many start in the window below.
 */
export const INTEGRITY_CHECKS_PER_WINDOW = 10;

export const INTEGRITY_CHECKS_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Ours: a check still queued after this long is taken for lost (its job gone) and no longer blocks the next one. */
export const INTEGRITY_CHECK_MAX_RUN_MS = 2 * 60 * 60 * 1000;

/** Ours: how often the Ledger tab asks again while an integrity check it shows is still queued. */
export const INTEGRITY_CHECKS_POLL_MS = 2000;

/**
 * Ours: event fields the ledger explorer shows only to the roles named. A redeem code is a bearer secret (whoever holds
 * it can redeem the prize): the `admin` role hands prizes out and answers winners, while finance reconciles amounts
 * and the read-only auditor checks what happened, and neither needs a secret to do it. The claim's state and age stay
 * visible to every role: they are the eligibility evidence an auditor checks.
 */
export const ledgerFieldRoles: Readonly<Record<string, readonly AdminRole[]>> = { redeemCode: ['admin'] };
