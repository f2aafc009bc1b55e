import type pg from 'pg';
import { ANALYTICS_TIME_ZONE, EXPORT_IDLE_IN_TRANSACTION_MS, EXPORT_STATEMENT_TIMEOUT_MS } from '@fr/contracts';
import type { DayRange } from './analytics-queries';

/**
 * Rows fetched per round trip. Small on purpose: a page's row objects then die young instead of being promoted and
 * piling up as old garbage (1,000 per page grew an export of 1M rows by 117 MB of heap, 200 by 46 MB, and ran faster).
 */
const PAGE_ROWS = 200;

/**
 * The rows of one query, read through a server-side cursor in a read-only REPEATABLE READ transaction: memory stays
 * constant however many rows there are, and every page sees the same snapshot, so an export's totals hold together
 * while commands keep arriving. Stopping early (a client that went away) closes the cursor and frees the connection.
 * PostgreSQL bounds each statement and the pauses between pages, and ends the session of an export left waiting
 * longer (its connection is then dropped from the pool, not handed on).
 */
export interface CursorOptions {
  /**
   * Whether PostgreSQL bounds the export's statements and pauses (the default). Off for the embedded PGlite, whose
   * one session never answers again once an idle-in-transaction timeout is set on it.
   */
  serverTimeouts?: boolean;
}

export async function* cursorRows<T>(pool: pg.Pool, sql: string, params: unknown[], options: CursorOptions = {}): AsyncGenerator<T> {
  const client = await pool.connect();
  let failed: unknown;
  // The server ending the session while no query runs is reported as an event: unheard, it would stop the process.
  const onLost = (error: Error) => {
    failed = error;
  };
  client.on('error', onLost);
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    if (options.serverTimeouts ?? true) {
      await client.query(`SET LOCAL statement_timeout = ${EXPORT_STATEMENT_TIMEOUT_MS}`);
      await client.query(`SET LOCAL idle_in_transaction_session_timeout = ${EXPORT_IDLE_IN_TRANSACTION_MS}`);
    }
    await client.query(`DECLARE analytics_export NO SCROLL CURSOR FOR ${sql}`, params);
    for (;;) {
      const { rows } = await client.query<T & object>(`FETCH ${PAGE_ROWS} FROM analytics_export`);
      yield* rows;
      if (rows.length < PAGE_ROWS) break;
    }
  } catch (error) {
    failed = error;
    throw error;
  } finally {
    client.off('error', onLost);
    if (failed) client.release(failed instanceof Error ? failed : true);
    else {
      await client.query('ROLLBACK').catch(() => undefined);
      client.release();
    }
  }
}

/** An instant as ISO 8601 in UTC, formatted by PostgreSQL: no Date object per row on the way to the CSV. */
const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${column.slice(column.indexOf('.') + 1)}`;

/** Where a range of New York days starts and ends as instants (the end is exclusive: midnight after `to`). */
const rangeStart = `(($1::date)::timestamp AT TIME ZONE '${ANALYTICS_TIME_ZONE}')`;
const rangeEnd = `((($2::date) + 1)::timestamp AT TIME ZONE '${ANALYTICS_TIME_ZONE}')`;

export interface LedgerExportRow {
  occurred_at: string;
  username: string | null;
  email: string | null;
  event_position: string;
  event_id: string;
  stream_id: string;
  account: string;
  counter_account: string;
  lot: string;
  amount: number | string;
  balance_after: number | string;
  lot_balance_after: number | string;
  reason: string;
  command_id: string;
  actor: string | null;
  correlation_id: string | null;
}

/**
 * Every ledger entry of the range in log order: the coins read model's own rows (one per account and lot of each
 * movement, with its cause and the balance after it), read here because this is the ledger an auditor exports.
 */
export function ledgerExportRows(
  pool: pg.Pool,
  range: { from: string; to: string },
  options?: CursorOptions,
): AsyncGenerator<LedgerExportRow> {
  return cursorRows(
    pool,
    `SELECT ${iso('occurred_at')}, event_position, event_id, stream_id, account, counter_account, lot, amount, balance_after, lot_balance_after,
       reason, command_id, actor, correlation_id, u.username, u.email
     FROM ledger_entries e LEFT JOIN users u ON e.account = 'player:' || u.user_id
     WHERE occurred_at >= ${rangeStart} AND occurred_at < ${rangeEnd}
     ORDER BY event_position COLLATE "C", account, lot`,
    [range.from, range.to],
    options,
  );
}

export interface RevenueExportRow {
  occurred_at: string;
  day: string;
  kind: string;
  source: string;
  payment_id: string;
  user_id: string;
  username: string | null;
  email: string | null;
  provider: string;
  amount_cents: number | string;
  coins: number | string;
}

/**
 * Every revenue movement of the range: coin packages paid (positive), the cents refunds and disputes took back, and
 * partner commissions (payment_id is then the conversion, provider the partner).
 */
export function revenueExportRows(pool: pg.Pool, range: DayRange, options?: CursorOptions): AsyncGenerator<RevenueExportRow> {
  return cursorRows(
    pool,
    `SELECT ${iso('r.occurred_at')}, to_char(day, 'YYYY-MM-DD') AS day, kind, source, payment_id, r.user_id, u.username, u.email,
       provider, amount_cents, coins
     FROM analytics_revenue r LEFT JOIN users u ON u.user_id = r.user_id WHERE ($1::date IS NULL OR day >= $1) AND day <= $2
     ORDER BY day, event_position COLLATE "C"`,
    [range.from, range.to],
    options,
  );
}

export interface PlatformExportRow {
  day: string;
  platform: string;
  clicks: number | string;
  conversions: number | string;
  commission_cents: number | string;
}

/** Partner clicks, conversions and commissions per day and platform in the range. */
export function platformExportRows(pool: pg.Pool, range: DayRange, options?: CursorOptions): AsyncGenerator<PlatformExportRow> {
  return cursorRows(
    pool,
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, platform, clicks, conversions, commission_cents FROM analytics_platform_daily
     WHERE ($1::date IS NULL OR day >= $1) AND day <= $2 ORDER BY day, platform`,
    [range.from, range.to],
    options,
  );
}
