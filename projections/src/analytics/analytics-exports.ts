import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { ANALYTICS_TIME_ZONE, CSV_FORMULA_START, EXPORT_IDLE_IN_TRANSACTION_MS, EXPORT_STATEMENT_TIMEOUT_MS } from '@fr/contracts';
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

/** The instant a New York day (an SQL date expression) starts; a range ends, exclusive, where the day after its last starts. */
const dayStart = (day: string) => `((${day})::timestamp AT TIME ZONE '${ANALYTICS_TIME_ZONE}')`;

/** A text column as a CSV cell a spreadsheet shows as text: a leading apostrophe before a formula's first character. */
const safeText = (expression: string, alias: string) =>
  `CASE WHEN ${expression} ~ '${CSV_FORMULA_START}' THEN '''' || ${expression} ELSE ${expression} END AS ${alias}`;

/**
 * The rows of one query as CSV text with a header row, written by PostgreSQL itself (COPY ... TO STDOUT): no row object
 * is made here, so memory stays flat and the rows come several times faster than through a cursor. One statement, so
 * one snapshot. The COPY lasts as long as its reader takes, which the route bounds by cutting off a download that
 * stalls (ending the stream here drops the connection, and the server stops the COPY); its statement timeout is
 * therefore lifted for it alone.
 */
function copyCsv(pool: pg.Pool, select: string): Readable {
  const output = new PassThrough();
  // Text out, not the bytes of each read: a socket's reads are buffers outside the heap, freed only when the garbage
  // collector next runs, which heap allocations alone bring on. Decoded here, the reads die young with their text
  // (1,000,000 rows grew the process by 34 MB instead of 57), and a response writes text without a buffer of its own.
  output.setEncoding('utf8');
  void (async () => {
    const client = await pool.connect();
    let failed: Error | null = null;
    // The server ending the session while nothing is asked of it is reported as an event: unheard, it would stop the process.
    const onLost = (error: Error) => {
      failed = error;
      output.destroy(error);
    };
    client.on('error', onLost);
    try {
      await client.query('BEGIN READ ONLY');
      await client.query('SET LOCAL statement_timeout = 0');
      await pipeline(client.query(copyTo(`COPY (${select}) TO STDOUT WITH (FORMAT csv, HEADER)`)), output);
      await client.query('COMMIT');
    } catch (error) {
      failed ??= error instanceof Error ? error : new Error(String(error));
      output.destroy(failed);
    } finally {
      client.off('error', onLost);
      // A COPY cut short leaves the session mid-statement: that connection is dropped, not handed on.
      client.release(failed ?? undefined);
    }
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

/** A literal for a day the route has already validated (COPY takes no parameters). */
const dayLiteral = (day: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: ${day}`);
  return `'${day}'::date`;
};

/**
 * Every ledger entry of the range in log order: the coins read model's own rows (one per account and lot of each
 * movement, with its cause and the balance after it), read here because this is the ledger an auditor exports; a
 * player's account beside their name and e-mail. The query, for `ledgerExportCsv` (and the bench's baseline).
 */
export function ledgerExportSql(range: { from: string; to: string }): string {
  const from = dayStart(dayLiteral(range.from));
  const to = dayStart(`${dayLiteral(range.to)} + 1`);
  return `SELECT ${iso('occurred_at')}, ${safeText('event_position', 'event_position')}, ${safeText('event_id', 'event_id')},
       ${safeText('stream_id', 'stream')}, ${safeText('account', 'account')}, ${safeText('u.username', 'username')},
       ${safeText('u.email', 'email')}, ${safeText('counter_account', 'counter_account')}, ${safeText('lot', 'lot')}, amount,
       balance_after, lot_balance_after, ${safeText('reason', 'reason')}, ${safeText('command_id', 'command_id')},
       ${safeText('actor', 'actor')}, ${safeText('correlation_id', 'correlation_id')}
     FROM ledger_entries e LEFT JOIN users u ON e.account = 'player:' || u.user_id
     WHERE occurred_at >= ${from} AND occurred_at < ${to}
     ORDER BY e.event_position COLLATE "C", e.account, e.lot`;
}

/** The ledger of the range as CSV (`ledgerExportSql`), amounts in coins. */
export function ledgerExportCsv(pool: pg.Pool, range: { from: string; to: string }): Readable {
  return copyCsv(pool, ledgerExportSql(range));
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
