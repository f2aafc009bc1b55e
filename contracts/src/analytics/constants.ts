/** Analytics days are New York calendar days, the zone the product's draws and the metrics job run in. */
export const ANALYTICS_TIME_ZONE = 'America/New_York';

/** Spec §9: the admin overview is polled every 60 s, the analytics sections every 5 minutes, the realtime panel every 10 s. */
export const ADMIN_OVERVIEW_POLL_MS = 60_000;

export const ADMIN_ANALYTICS_POLL_MS = 5 * 60_000;

export const REALTIME_ANALYTICS_POLL_MS = 10_000;

/** Spec §9: top platforms 5, sign-up days 7, challenges 8. */
export const TOP_PLATFORMS_LIMIT = 5;

export const RECENT_SIGNUP_DAYS = 7;

export const CHALLENGE_ANALYTICS_LIMIT = 8;

/** Ours: a session is a run of a player's commands with no gap this long (the usual web-analytics definition). */
export const SESSION_GAP_MS = 30 * 60_000;

/** Ours: the realtime panel's "active now" counts players with a command in this window. */
export const REALTIME_WINDOW_MS = 5 * 60_000;

/** Ours: revenue growth compares this many days (today included) with the same number of days before. */
export const REVENUE_GROWTH_DAYS = 30;

/** Issue 11: the daily metrics job runs at 00:05 New York time and snapshots the day that just ended. */
export const GENERATE_METRICS_PATTERN = '5 0 * * *';

/** Ours: the longest date range an export or a ranged analytics call covers. */
export const MAX_ANALYTICS_RANGE_DAYS = 3660;

/** The conversion funnel, in order: each player counts once per step, on the New York day they first reached it. */
export const funnelSteps = ['signup', 'email_verified', 'fantasy_connected', 'first_sync', 'first_ticket', 'first_purchase'] as const;

export type FunnelStep = (typeof funnelSteps)[number];

/** The spec's CSV exports (GET /api/admin/export/{kind}) plus ours: the ledger, the payments and the monthly statement. */
export const exportKinds = ['revenue', 'platforms', 'ledger', 'payments', 'statement'] as const;

export type ExportKind = (typeof exportKinds)[number];

/**
 * Issue 23: a CSV's name carries its range (`revenue_2026-10-01_2026-10-31.csv`), so two downloads never overwrite each
 * other and a file says what it covers; an export without a start covers everything up to `to`.
 */
export const exportFileName = (kind: ExportKind, range: { from?: string | null; to: string }) =>
  range.from ? `${kind}_${range.from}_${range.to}.csv` : `${kind}_until_${range.to}.csv`;

/** Every amount is in US cents: the currency column of every CSV and the statement. */
export const REPORTING_CURRENCY = 'usd' as const;

/** The date-range presets of every analytics panel and export (issue 23), counted in New York days. */
export const dateRangePresets = ['today', 'last_7_days', 'this_month', 'last_month', 'this_year', 'custom'] as const;

export type DateRangePreset = (typeof dateRangePresets)[number];

/** Ours: a range longer than this is charted by month rather than by day. */
export const MAX_DAILY_SERIES_DAYS = 92;

/** Ours: one page of the payments list. */
export const PAYMENTS_PAGE_LIMIT = 500;

/** The payment statuses finance filters by: a dispute outranks a refund on the same payment. */
export const paymentStatuses = ['paid', 'refunded', 'disputed'] as const;

/**
 * Ours: a CSV export holds a database connection and a transaction for as long as it downloads, so an admin runs at
 * most this many at once (per API process, whose pool they would drain), and one whose client stops reading for the
 * stall time is cut off. The exports read through a cursor also have their statements and their pauses between pages
 * bounded by PostgreSQL; the ledger's, one COPY, by the stall cut-off alone.
 */
export const EXPORTS_PER_ADMIN = 2;

export const EXPORT_WRITE_STALL_MS = 60_000;

export const EXPORT_STATEMENT_TIMEOUT_MS = 60_000;

export const EXPORT_IDLE_IN_TRANSACTION_MS = 90_000;

/**
 * A CSV cell starting with one of these is read by spreadsheets as a formula (OWASP "CSV Injection"). A regular
 * expression's source that JavaScript and PostgreSQL read alike: exports neutralise such cells in either.
 */
export const CSV_FORMULA_START = '^[=+\\-@\\t\\r]';
