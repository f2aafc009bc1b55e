import { execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { addDays, analyticsDay, challengeCatalogue } from '@fr/contracts';
import {
  accountsProjector,
  analyticsProjector,
  analyticsSnapshotsSchemaSql,
  coinsProjector,
  ledgerExportSql,
  overview,
} from '@fr/projections';
import { benchDatabaseUrl } from './bench-database';
import { figure, type BenchTable } from './table';

const run = promisify(execFile);

const PLAYERS = 100_000;
const EVENTS = 1_000_000;
const LEDGER_ROWS = 1_000_000;
const CALLS = 1_000;
const DAYS = 365;

/**
 * The analytics read model as 100,000 players and 1,000,000 events leave it, written directly: a year of sign-ups and
 * funnel steps, one active player-day per event (duplicates fold, as the projector folds them), the daily counters
 * aggregated from those rows, conversions and revenue per day, yesterday's snapshot.
 */
async function seedAnalytics(pool: pg.Pool, today: string): Promise<void> {
  const first = addDays(today, -(DAYS - 1));
  await pool.query(analyticsProjector.schemaSql);
  await pool.query(analyticsSnapshotsSchemaSql);
  await pool.query(
    `INSERT INTO analytics_players (user_id, signup, email_verified, fantasy_connected, first_sync, first_ticket, first_purchase, last_active_at)
     SELECT 'u' || g, d, CASE WHEN g % 2 = 0 THEN d END, CASE WHEN g % 3 = 0 THEN d END, CASE WHEN g % 4 = 0 THEN d END,
       CASE WHEN g % 6 = 0 THEN d END, CASE WHEN g % 10 = 0 THEN d END, now() - (g % 600) * interval '1 second'
     FROM (SELECT g, $1::date + (g % $2) AS d FROM generate_series(1, $3) g) s`,
    [first, DAYS, PLAYERS],
  );
  await pool.query(
    `INSERT INTO analytics_active_days (user_id, day)
     SELECT 'u' || (g % $3 + 1), $1::date + ((g::bigint * 7919) % $2)::int FROM generate_series(1, $4) g ON CONFLICT DO NOTHING`,
    [first, DAYS, PLAYERS, EVENTS],
  );
  const steps = ['signup', 'email_verified', 'fantasy_connected', 'first_sync', 'first_ticket', 'first_purchase'];
  await pool.query(
    `INSERT INTO analytics_daily (day, ${steps.join(', ')}, active_users, sessions, coins_earned, coins_purchased, coins_spent)
     SELECT d.day, ${steps.map((s) => `(SELECT count(*) FROM analytics_players p WHERE p.${s} = d.day)`).join(', ')},
       a.n, a.n, a.n * 50, a.n * 10, a.n * 20
     FROM (SELECT generate_series($1::date, $2::date, interval '1 day')::date AS day) d
     LEFT JOIN LATERAL (SELECT count(*) AS n FROM analytics_active_days x WHERE x.day = d.day) a ON true`,
    [first, today],
  );
  await pool.query(
    `INSERT INTO analytics_platform_daily (day, platform, conversions)
     SELECT d::date, p, (extract(doy FROM d)::int + length(p)) % 7 FROM generate_series($1::date, $2::date, interval '1 day') d,
       unnest($3::text[]) p`,
    [first, today, [...new Set(challengeCatalogue.flatMap((c) => (c.platform ? [c.platform] : [])))]],
  );
  await pool.query(`INSERT INTO analytics_challenges (challenge_id, completions) SELECT id, 1000 FROM unnest($1::text[]) id`, [
    challengeCatalogue.map((c) => c.id),
  ]);
  await pool.query(`INSERT INTO analytics_snapshots SELECT $1::date, $2, 270, 2700, 2700, 30, 99900, 0, 1, 1, 1, now()`, [
    addDays(today, -1),
    PLAYERS - 300,
  ]);
  await pool.query('ANALYZE');
}

/**
 * 1,000,000 ledger entries over the last 30 days: half to players, half the mint's side of the same credits; and the
 * players' accounts, since the export names each player beside their id.
 */
async function seedLedger(pool: pg.Pool, today: string): Promise<void> {
  await pool.query(coinsProjector.schemaSql);
  await pool.query(accountsProjector.schemaSql);
  await pool.query(
    `INSERT INTO users (user_id, username, email, has_password, email_verified, registered_at)
     SELECT 'u' || g, 'player' || g, 'player' || g || '@example.com', true, true, $1::date - 60 FROM generate_series(0, $2 - 1) g`,
    [today, PLAYERS],
  );
  await pool.query(
    `INSERT INTO ledger_entries (event_id, account, lot, counter_account, amount, balance_after, lot_balance_after, reason,
       command_id, actor, correlation_id, stream_id, event_position, occurred_at)
     SELECT 'e' || (g / 2), CASE WHEN g % 2 = 0 THEN 'player:u' || (g / 2 % $2) ELSE 'system:mint' END, 'earned',
       CASE WHEN g % 2 = 0 THEN 'system:mint' ELSE 'player:u' || (g / 2 % $2) END,
       CASE WHEN g % 2 = 0 THEN 50 ELSE -50 END, g / 2, g / 2, 'daily_checkin', 'checkin:' || g, 'u' || (g / 2 % $2),
       'req-' || g, 'player-u' || (g / 2 % $2), lpad((g / 2)::text, 20, '0'),
       ($1::date - 29)::timestamp + (g * interval '2.5 seconds')
     FROM generate_series(0, $3 - 1) g`,
    [today, PLAYERS, LEDGER_ROWS],
  );
  await pool.query('ANALYZE ledger_entries');
}

const percentile = (sorted: number[], p: number) => sorted[Math.ceil(sorted.length * p) - 1] ?? 0;

async function latencies(work: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 50; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

/**
 * The ledger CSV in a process of its own (ledger-export-child.ts): rows/s, that process's peak RSS growth in MB, and at
 * the peak V8's young generation and the memory outside its heap. `fresh`: the process has done nothing else;
 * `serving`: its young generation's pages are resident already, as an API process's are after its first requests.
 */
async function exportInChild(pool: pg.Pool, today: string, heap: 'fresh' | 'serving') {
  const { stdout } = await run('node', [
    '--import',
    'tsx',
    fileURLToPath(new URL('./ledger-export-child.ts', import.meta.url)),
    await benchDatabaseUrl(pool),
    addDays(today, -29),
    today,
    heap,
  ]);
  const result = JSON.parse(stdout) as {
    bytes: number;
    seconds: number;
    rssGrowthMb: number;
    youngGenerationMb: number;
    externalMb: number;
  };
  return { ...result, rowsPerSecond: LEDGER_ROWS / result.seconds };
}

/** The baseline: PostgreSQL's own COPY of the same rows to CSV, through psql into /dev/null. */
async function copyLedger(pool: pg.Pool, today: string): Promise<number> {
  const url = await benchDatabaseUrl(pool);
  const sql = `COPY (${ledgerExportSql({ from: addDays(today, -29), to: today })}) TO STDOUT WITH (FORMAT csv, HEADER)`;
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const psql = spawn('psql', [url, '-q', '-c', sql], { stdio: ['ignore', 'ignore', 'inherit'] });
    psql.on('error', reject);
    psql.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`psql exited with ${code}`))));
  });
  return LEDGER_ROWS / ((performance.now() - started) / 1000);
}

/** The admin overview over pre-aggregated rows beside raw COUNTs of the same figures; the ledger CSV beside COPY. */
export async function benchAnalytics(pool: pg.Pool): Promise<BenchTable> {
  const today = analyticsDay(new Date());
  await seedAnalytics(pool, today);
  await seedLedger(pool, today);
  const served = await latencies(() => overview(pool, today));
  const raw = await latencies(() =>
    Promise.all([
      pool.query(
        `SELECT count(*), count(*) FILTER (WHERE signup = $1), count(email_verified), count(fantasy_connected), count(first_sync),
           count(first_ticket), count(first_purchase) FROM analytics_players`,
        [today],
      ),
      pool.query('SELECT count(*) FROM analytics_active_days WHERE day = $1', [today]),
    ]),
  );
  const exported = await exportInChild(pool, today, 'fresh');
  const serving = await exportInChild(pool, today, 'serving');
  const copied = await copyLedger(pool, today);
  return {
    title: `Admin analytics: overview over ${PLAYERS.toLocaleString('en-US')} players / ${EVENTS.toLocaleString('en-US')} events, ledger CSV of ${LEDGER_ROWS.toLocaleString('en-US')} rows`,
    rows: [
      { measure: 'overview (pre-aggregated read model)', 'p50 ms': served.p50, 'p99 ms': served.p99, 'rows/s': '', 'RSS growth MB': '' },
      { measure: 'baseline: raw COUNTs of the same figures', 'p50 ms': raw.p50, 'p99 ms': raw.p99, 'rows/s': '', 'RSS growth MB': '' },
      {
        measure: 'ledger CSV export (COPY through node-postgres)',
        'p50 ms': '',
        'p99 ms': '',
        'rows/s': exported.rowsPerSecond,
        'RSS growth MB': exported.rssGrowthMb,
      },
      {
        measure: 'the same, in a process whose young generation is in use',
        'p50 ms': '',
        'p99 ms': '',
        'rows/s': serving.rowsPerSecond,
        'RSS growth MB': serving.rssGrowthMb,
      },
      { measure: 'baseline: COPY ... TO STDOUT (psql)', 'p50 ms': '', 'p99 ms': '', 'rows/s': copied, 'RSS growth MB': 'n/a' },
    ],
    figures: [
      figure('admin analytics: overview p50', 'ms', served.p50, raw.p50),
      figure('admin analytics: raw COUNTs of the same figures p50 (baseline)', 'ms', raw.p50),
      figure('admin analytics: ledger CSV export', 'rows/s', exported.rowsPerSecond, copied),
      figure('admin analytics: COPY ... TO STDOUT (baseline)', 'rows/s', copied),
    ],
    notes: [
      `overview: ${CALLS.toLocaleString('en-US')} sequential calls of the query function the route serves (after 50 warm-up calls); the raw COUNTs read the per-player rows (totals, today's sign-ups, the funnel, today's active players)`,
      'the read-model rows are written directly as the projector would leave them; the event store itself is not seeded, as the overview never reads it',
      `export: ${(exported.bytes / 2 ** 20).toFixed(0)} MB of CSV into a byte counter; the export runs in a fresh process (ledger-export-child.ts), whose RSS growth is its peak over its start (sampled every 20 ms), garbage not yet collected included; the baseline is the same COPY through psql into /dev/null`,
      `at the RSS peak: V8's young generation ${exported.youngGenerationMb.toFixed(0)} MB (fresh) and ${serving.youngGenerationMb.toFixed(0)} MB (in use), memory outside the heap ${exported.externalMb.toFixed(1)} and ${serving.externalMb.toFixed(1)} MB; the young generation's pages become resident as garbage fills them, and V8 grows it when garbage comes fast, up to --max-semi-space-size (decision 0026)`,
    ],
  };
}
