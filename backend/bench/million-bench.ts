import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { defaultTiers, drawPeriodAt, findOffer, playerStream, raffles, teamStream } from '@fr/contracts';
import { rebuildReadModels } from '@fr/projections';
import { playerDecider } from '../src/features';
import { creditCoins } from '../src/features/coins';
import { teamDecider } from '../src/features/fantasy/domain/team';
import type { RunningSystem } from '../src/system/system';
import { TestClient } from '../src/testing/http-client';
import { withBenchSystem } from './bench-database';
import { loadTest, type HttpResult, type LoadRequest } from './http-bench';
import { figure, type BenchFigure, type BenchRow, type BenchTable } from './table';

/** Players at the large size (BENCH_PLAYERS) and at the small one every route is compared with. */
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1_000_000);
const BASE_PLAYERS = 1_000;
/** Events in the log the rebuild figure replays (BENCH_EVENTS); the figure is 10,000,000. */
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000);
/** Players signed in through the real sign-up route: the requests go round them. */
const SAMPLE = 40;
const REQUESTS = 10_000;
const CONCURRENCY = 8;
/** Players seeded per set of statements, so one batch's rows stay a modest transaction. */
const SEED_BATCH = 50_000;
const WEEK = '2026-11-17';
const PAST_WEEK = '2026-11-10';
const NOW = new Date('2026-11-22T20:00:00Z');

const ROUTES = [
  { name: 'teams', path: '/api/teams' },
  { name: 'coins', path: '/api/coins' },
  { name: 'raffles', path: '/api/raffles' },
  { name: 'notifications', path: '/api/notifications' },
  { name: 'profile', path: '/api/profile' },
] as const;

/**
 * Every statement reads the players of one batch from million_players (user_id, n; filler = seeded here, not signed
 * up) and writes what the product's projectors would have written for them. The rows per player: 3 teams, 12 tickets,
 * 6 experience rewards, 10 ledger entries (the player's side only), 10 notifications, 10 activity lines, 5 check-ins, an
 * entry in an open draw and in 2 finished ones; 1 in 100 a won prize. Fillers also get their users, sessions and
 * profile rows; the sample's come from signing up.
 */
const SEED_STATEMENTS = [
  `INSERT INTO users (user_id, username, email, has_password, email_verified, registered_at)
   SELECT user_id, 'player' || n, 'player' || n || '@example.com', true, true, $1::timestamptz - n * interval '1 second'
   FROM million_players WHERE filler`,
  `INSERT INTO http_sessions (id, data, expires_at)
   SELECT 'million-session-' || n,
          jsonb_build_object('userId', user_id, 'signedInAt', 1763800000000 + n, 'lastSeenAt', 1763800000000 + n),
          now() + interval '30 days'
   FROM million_players WHERE filler`,
  `INSERT INTO profile_accounts (user_id, first_name, last_name, registered_at)
   SELECT user_id, 'First', 'Player ' || n, $1::timestamptz - n * interval '1 second' FROM million_players WHERE filler`,
  `INSERT INTO profile_settings (user_id, first_name, last_name, time_zone, draw_results, prize_updates, marketing,
     show_on_leaderboard, changed_at)
   SELECT user_id, 'First', 'Player ' || n, 'America/New_York', true, true, false, true, $1::timestamptz
   FROM million_players WHERE filler AND n % 4 = 0`,
  `INSERT INTO ledger_accounts (account, kind, user_id, earned, purchased, balance, updated_at)
   SELECT 'player:' || user_id, 'player', user_id, 300, 0, 300, $1::timestamptz FROM million_players
   ON CONFLICT (account) DO NOTHING`,
  `INSERT INTO teams (team_id, user_id, provider, team_key, name, sport, league, platform, week, current_points,
     projected_points, is_active, projection_is_fallback, game_progress, synced_at)
   SELECT user_id || ':t' || k, user_id, 'demo', 'k' || n || '.' || k, 'Team ' || n || '-' || k,
          (ARRAY['NFL', 'NBA', 'MLB'])[k], 'League ' || (n % 5000), 'Yahoo Fantasy', '${WEEK}', 100 + k, 110, k = 1, false, 0.5, $1::timestamptz
   FROM million_players, generate_series(1, 3) AS k`,
  `INSERT INTO team_boosts (team_id, boost_id, code, week, attached_at)
   SELECT user_id || ':t1', user_id || ':b1', 'bronze_upgrade', '${WEEK}', $1::timestamptz FROM million_players WHERE n % 3 = 0`,
  `INSERT INTO raffle_tickets (ticket_id, user_id, team_id, week, tier, ticket_count, status, awarded_at, changed_at)
   SELECT user_id || ':t' || k || ':' || w || ':' || tier, user_id, user_id || ':t' || k, w, tier, tier - 1, 'final',
          $1::timestamptz - (k + tier) * interval '1 hour', $1::timestamptz
   FROM million_players, generate_series(1, 3) AS k, unnest(ARRAY['${PAST_WEEK}', '${WEEK}']) AS w, generate_series(2, 3) AS tier`,
  `INSERT INTO experience_rewards (team_id, week, user_id, coins, earned_at)
   SELECT user_id || ':t' || k, w, user_id, 25, $1::timestamptz FROM million_players, generate_series(1, 3) AS k,
          unnest(ARRAY['${PAST_WEEK}', '${WEEK}']) AS w`,
  `INSERT INTO ledger_entries (event_id, account, lot, counter_account, amount, balance_after, lot_balance_after, reason,
     command_id, stream_id, event_position, occurred_at)
   SELECT 'million-coin-' || n || '-' || j, 'player:' || user_id, 'earned', 'system:mint', 30, 30 * j, 30 * j,
          (ARRAY['daily_checkin', 'experience_reward', 'challenge_reward', 'ultimate_bonus', 'welcome_bonus'])[1 + j % 5],
          'c' || j, 'player-' || user_id, lpad(n::text, 20, '0') || '-' || lpad(j::text, 20, '0'), $1::timestamptz - j * interval '1 day'
   FROM million_players, generate_series(1, 10) AS j`,
  `INSERT INTO notifications (user_id, id, event_position, at, kind, details)
   SELECT user_id, 'million-note-' || n || '-' || j, lpad(n::text, 20, '0') || '-' || lpad(j::text, 20, '0'),
          $1::timestamptz - j * interval '1 hour', d->>'kind', d
   FROM million_players, generate_series(1, 10) AS j,
        LATERAL (SELECT CASE j % 3
          WHEN 0 THEN jsonb_build_object('kind', 'ticket_earned', 'tier', 2 + j % 4, 'count', 1 + j % 4, 'teamName', 'Team ' || n, 'sport', 'NFL')
          WHEN 1 THEN jsonb_build_object('kind', 'sync_finished', 'teamsFound', 3)
          ELSE jsonb_build_object('kind', 'prize_won', 'prizeName', 'Gift card', 'value', 25) END AS d) AS details`,
  `INSERT INTO notification_reads (user_id, up_to_position)
   SELECT user_id, lpad(n::text, 20, '0') || '-' || lpad('5', 20, '0') FROM million_players WHERE n % 2 = 0`,
  `INSERT INTO activity (id, user_id, event_position, at, kind, amount, cause, ref, draw_id)
   SELECT 'million-activity-' || n || '-' || j, user_id, lpad(n::text, 20, '0') || '-' || lpad(j::text, 20, '0'),
          $1::timestamptz - j * interval '1 hour', CASE WHEN j <= 2 THEN 'entry' ELSE 'coins' END, 30, 'Bench',
          CASE WHEN j <= 2 THEN 'million-entry-' || n || '-' || j END, CASE WHEN j <= 2 THEN 'million-past-draw-' || j END
   FROM million_players, generate_series(1, 10) AS j`,
  `INSERT INTO check_ins (user_id, local_date, time_zone, reward, streak, claimed_at)
   SELECT user_id, to_char($1::timestamptz - d * interval '1 day', 'YYYY-MM-DD'), 'America/New_York', 10, 6 - d,
          $1::timestamptz - d * interval '1 day'
   FROM million_players, generate_series(1, 5) AS d`,
  // Every player enters the period of one raffle taking entries now ($2, the draw ids) and two finished draws.
  `INSERT INTO raffle_entries (draw_id, entry_id, user_id, tickets, source, added_at)
   SELECT ($2::text[])[1 + n % cardinality($2::text[])], 'million-entry-' || n || '-0', user_id, 2, 'ticket', $1::timestamptz FROM million_players
   UNION ALL
   SELECT 'million-past-draw-' || j, 'million-entry-' || n || '-' || j, user_id, 1, 'ticket', $1::timestamptz
   FROM million_players, generate_series(1, 2) AS j`,
  `INSERT INTO won_prizes (award_id, user_id, draw_id, raffle_id, prize_id, name, description, value, type, won_at,
     claim_deadline, status)
   SELECT 'million-award-' || n, user_id, 'million-past-draw-1', 'bench', 'gift-card', 'Gift card', 'A gift card', 25,
          'digital', $1::timestamptz, $1::timestamptz + interval '30 days', 'claimed'
   FROM million_players WHERE n % 100 = 0`,
];

/** Seeds players [from, to) as fillers, in batches. */
async function seedFillers(pool: pg.Pool, from: number, to: number, drawIds: string[]): Promise<void> {
  for (let start = from; start < to; start += SEED_BATCH) {
    const end = Math.min(to, start + SEED_BATCH);
    await pool.query('TRUNCATE million_players');
    await pool.query(
      `INSERT INTO million_players SELECT 'million-player-' || n, n, true FROM generate_series($1::bigint, $2::bigint) AS n`,
      [start, end - 1],
    );
    await seedBatch(pool, drawIds);
  }
}

async function seedBatch(pool: pg.Pool, drawIds: string[]): Promise<void> {
  for (const statement of SEED_STATEMENTS) {
    await pool.query(statement, statement.includes('$2') ? [NOW, drawIds] : statement.includes('$1') ? [NOW] : []);
  }
}

interface Player {
  userId: string;
  cookie: string;
}

/** Signs `count` players up through the real route: their users, sessions and profile rows are the product's own. */
async function signUp(system: RunningSystem, count: number): Promise<Player[]> {
  const players: Player[] = [];
  for (let i = 0; i < count; i++) {
    const client = new TestClient(system.url);
    // A domain each: sign-ups are limited per e-mail domain.
    const signup = await client.post('/api/auth/signup', {
      username: `sample${i}`,
      email: `sample${i}@bench${i}.example.com`,
      password: 'bench password',
    });
    if (signup.status >= 300) throw new Error(`sign-up answered ${signup.status}`);
    const userId = ((await client.get('/api/auth/status')).json as { userId: string }).userId;
    players.push({ userId, cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') });
  }
  return players;
}

async function measureRoutes(system: RunningSystem, players: Player[]): Promise<Map<string, HttpResult>> {
  const results = new Map<string, HttpResult>();
  for (const route of ROUTES) {
    const requests: LoadRequest[] = players.map((p) => ({ url: `${system.url}${route.path}`, headers: { cookie: p.cookie } }));
    results.set(route.name, await loadTest(`${system.url}${route.path}`, REQUESTS, CONCURRENCY, requests));
  }
  return results;
}

/** The statements of the routes' queries, for EXPLAIN: the slowest route's go into docs/performance.md. */
const EXPLAINED: Record<string, string[]> = {
  teams: [
    'SELECT * FROM teams WHERE user_id = $1 ORDER BY sport, name, team_id',
    `SELECT b.team_id, b.boost_id, b.code, b.week FROM team_boosts b JOIN teams t ON t.team_id = b.team_id
     WHERE t.user_id = $1 AND b.week = t.week ORDER BY b.attached_at, b.boost_id`,
  ],
  coins: [`SELECT balance FROM ledger_accounts WHERE account = 'player:' || $1`],
  raffles: [
    `SELECT p.draw_id, p.participants, coalesce(u.tickets, 0) AS user_tickets, u.free_used
     FROM raffle_draw_participants p
     LEFT JOIN LATERAL (SELECT sum(e.tickets) AS tickets, bool_or(e.source = 'free') AS free_used FROM raffle_entries e
                        WHERE e.user_id = $1 AND e.draw_id = p.draw_id) u ON true
     WHERE p.draw_id = ANY($2)`,
    `SELECT t.ticket_id, t.tier, t.team_id, tm.name, tm.sport, t.week, t.status, t.awarded_at
     FROM raffle_tickets t JOIN teams tm ON tm.team_id = t.team_id
     WHERE t.user_id = $1 AND t.status <> 'revoked' ORDER BY t.awarded_at DESC, t.ticket_id`,
  ],
  notifications: [
    `SELECT n.id, n.at, n.details, n.event_position COLLATE "C" > coalesce((SELECT up_to_position FROM notification_reads r WHERE r.user_id = n.user_id), '') COLLATE "C" AS unread
     FROM notifications n WHERE n.user_id = $1 ORDER BY n.event_position COLLATE "C" DESC, n.id DESC LIMIT 20 OFFSET 0`,
  ],
  profile: [
    `SELECT coalesce(sum(amount), 0)::bigint AS total FROM ledger_entries WHERE account = 'player:' || $1 AND amount > 0
     AND reason = ANY(ARRAY['daily_checkin', 'challenge_reward', 'category_bonus', 'ultimate_bonus', 'experience_reward'])`,
    `SELECT week FROM raffle_tickets WHERE user_id = $1 AND status <> 'revoked' UNION SELECT week FROM experience_rewards WHERE user_id = $1`,
    'SELECT coalesce(sum(coins), 0)::int AS coins FROM experience_rewards WHERE user_id = $1',
    `SELECT
       (SELECT count(DISTINCT a.draw_id)::int FROM activity a JOIN finished_draws f ON f.draw_id = a.draw_id
        WHERE a.user_id = $1 AND a.kind = 'entry') AS entered`,
    'SELECT local_date, time_zone, streak, claimed_at FROM check_ins WHERE user_id = $1 ORDER BY claimed_at DESC LIMIT 1',
    'SELECT status, count(*)::int AS count FROM won_prizes WHERE user_id = $1 GROUP BY status',
  ],
};

async function explain(pool: pg.Pool, route: string, userId: string, drawIds: string[]): Promise<string[]> {
  const plans: string[] = [];
  for (const statement of EXPLAINED[route] ?? []) {
    const params = statement.includes('$2') ? [userId, drawIds] : [userId];
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement}`, params);
    plans.push([statement.replace(/\s+/g, ' '), ...rows.map((r) => `  ${r['QUERY PLAN']}`)].join('\n'));
  }
  return plans;
}

/** Reads of the five hottest player routes with BASE_PLAYERS players in the read models, then with PLAYERS. */
async function benchReads(pool: pg.Pool): Promise<{ rows: BenchRow[]; figures: BenchFigure[]; notes: string[] }> {
  return withBenchSystem(
    pool,
    async (system) => {
      const players = await signUp(system, SAMPLE);
      await system.runner.catchUp();
      const drawIds = raffles.map((raffle) => drawPeriodAt(raffle, new Date()).drawId);
      await pool.query('CREATE TABLE million_players (user_id text PRIMARY KEY, n bigint NOT NULL, filler boolean NOT NULL)');
      await pool.query(`INSERT INTO finished_draws VALUES ('million-past-draw-1'), ('million-past-draw-2')`);
      // The signed-up sample gets the same rows a filler has, keyed by their real ids (n past the fillers' range).
      await pool.query(
        'INSERT INTO million_players SELECT user_id, 1000000000 + ordinality, false FROM unnest($1::text[]) WITH ORDINALITY AS user_id',
        [players.map((p) => p.userId)],
      );
      await seedBatch(pool, drawIds);
      // The count the raffles projector keeps as entries come, for the entries seeded here.
      const countParticipants = () =>
        pool.query(`INSERT INTO raffle_draw_participants (draw_id, participants)
                    SELECT draw_id, count(DISTINCT user_id) FROM raffle_entries GROUP BY draw_id
                    ON CONFLICT (draw_id) DO UPDATE SET participants = EXCLUDED.participants`);
      await countParticipants();
      let seeded = SAMPLE;
      const grow = async (to: number) => {
        const started = performance.now();
        await seedFillers(pool, seeded, to, drawIds);
        await countParticipants();
        seeded = to;
        // What autovacuum and the checkpointer would have done by the time a database of this size serves: measured
        // straight after the seeding, their catching up (reading and writing gigabytes) runs beside the requests.
        await pool.query('VACUUM (ANALYZE)');
        await pool.query('CHECKPOINT');
        return (performance.now() - started) / 1000;
      };
      // Each size is measured after one uncounted pass: measured cold, the first size would also carry the process's
      // warm-up (JIT, connections, PostgreSQL's plans), and the ratio would flatter the large one.
      const warmAndMeasure = async () => {
        await measureRoutes(system, players);
        return measureRoutes(system, players);
      };
      await grow(BASE_PLAYERS);
      const small = await warmAndMeasure();
      const seedSeconds = await grow(PLAYERS);
      const large = await warmAndMeasure();
      const ratio = (route: string) => large.get(route)!.p99Ms / small.get(route)!.p99Ms;
      const slowest = [...ROUTES].sort((a, b) => large.get(b.name)!.p99Ms - large.get(a.name)!.p99Ms)[0]!.name;
      const plans = await explain(pool, slowest, players[0]!.userId, drawIds);
      const { rows: sizes } = await pool.query<{ size: string }>('SELECT pg_size_pretty(pg_database_size(current_database())) AS size');
      const n = (count: number) => count.toLocaleString('en-US');
      return {
        rows: ROUTES.map((route) => {
          const a = small.get(route.name)!;
          const b = large.get(route.name)!;
          return {
            route: `GET ${route.path}`,
            [`p50 ms @${n(BASE_PLAYERS)}`]: a.p50Ms,
            [`p99 ms @${n(BASE_PLAYERS)}`]: a.p99Ms,
            [`p50 ms @${n(PLAYERS)}`]: b.p50Ms,
            [`p99 ms @${n(PLAYERS)}`]: b.p99Ms,
            'p50 ratio': b.p50Ms / a.p50Ms,
            'p99 ratio': ratio(route.name),
          };
        }),
        figures: ROUTES.flatMap((route) => [
          figure(`million: GET ${route.path} p50 at ${PLAYERS} players`, 'ms', large.get(route.name)!.p50Ms, small.get(route.name)!.p50Ms),
          figure(`million: GET ${route.path} p99 at ${PLAYERS} players`, 'ms', large.get(route.name)!.p99Ms, small.get(route.name)!.p99Ms),
        ]),
        notes: [
          `${n(REQUESTS)} requests per route and size (concurrency ${CONCURRENCY}), after an uncounted pass of as many, from a separate load process, going round ${SAMPLE} players signed up through the real route`,
          `read models seeded set-based: per player 3 teams, 12 tickets, 10 ledger entries, 10 notifications, 10 activity lines, 5 check-ins, 3 raffle entries (one in a draw open now); ${n(PLAYERS)} players took ${seedSeconds.toFixed(0)} s to seed, vacuum and checkpoint, database ${sizes[0]!.size}`,
          `goal: the ${n(PLAYERS)}-player p99 within 1.5 times the ${n(BASE_PLAYERS)}-player one; slowest at ${n(PLAYERS)}: ${slowest}`,
          ...plans.flatMap((plan) => ['', ...plan.split('\n')]),
        ],
      };
    },
    // The sample signs up from addresses of its own (TestClient's X-Forwarded-For): the per-address sign-up limit is 20.
    // The read models are measured, not the API process's memory of them: the same 40 players go round.
    { env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1' }, readCache: false },
  );
}

/**
 * One player's and one team's real events (a coin grant, boost purchases, a team synced and scored), made by the
 * product's own deciders; the log is these copied set-based under other ids until it holds `events` events.
 */
async function seedLog(system: RunningSystem, pool: pg.Pool, events: number): Promise<number> {
  const userId = 'rebuild-template-player';
  const offer = findOffer('performance-boost', 1)!;
  await creditCoins(system.services, {
    userId,
    commandId: 'grant',
    amount: offer.coinCost * 4,
    lot: 'earned',
    from: 'mint',
    reason: 'bench',
  });
  for (let n = 0; n < 4; n++) {
    await system.services.commands.handle({
      streamId: playerStream(userId),
      decider: playerDecider,
      command: { type: 'PurchaseBoost', commandId: `buy-${n}`, boostId: `${userId}-${n}`, offer },
      context: { userId, now: NOW },
    });
  }
  const teamId = 'rebuild-template-team';
  const tiers = defaultTiers.map((t) => ({ level: t.id, multiplier: t.pointsMultiplier, ticketCount: t.ticketCount }));
  const meta = {
    teamId,
    userId,
    provider: 'demo',
    teamKey: 'k',
    name: 'Team',
    sport: 'NFL' as const,
    league: 'L',
    platform: 'Yahoo Fantasy',
  };
  const score = {
    teamId,
    userId,
    week: WEEK,
    currentPoints: 151,
    projectedPoints: 100,
    isActive: false,
    projectionIsFallback: false,
    gameProgress: 1,
  };
  await system.services.commands.handle({
    streamId: teamStream(teamId),
    decider: teamDecider,
    command: { type: 'RecordSync', meta, score },
    context: { now: NOW },
  });
  await system.services.commands.handle({
    streamId: teamStream(teamId),
    decider: teamDecider,
    command: { type: 'Score', tiers },
    context: { now: NOW },
  });
  // Only the template's own streams, so every copy lands on streams of its own.
  const { rows } = await pool.query<{ count: number; last: string }>(
    `SELECT count(*)::int AS count, max(global_position)::text AS last FROM es_events WHERE stream_id IN ($1, $2)`,
    [playerStream(userId), teamStream(teamId)],
  );
  const { rows: others } = await pool.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM es_events WHERE stream_id NOT IN ($1, $2)',
    [playerStream(userId), teamStream(teamId)],
  );
  if (others[0]!.count > 0) throw new Error('the template wrote to streams of its own only');
  const perCopy = rows[0]!.count;
  const template = rows[0]!.last;
  const copies = Math.ceil(events / perCopy) - 1;
  const perStatement = Math.max(1, Math.floor(100_000 / perCopy));
  for (let start = 1; start <= copies; start += perStatement) {
    // Copy n is player rebuild-player-n with team rebuild-team-n; ordered so each stream's events keep their order.
    await pool.query(
      `INSERT INTO es_events (stream_id, stream_position, event_id, type, schema_version, data, metadata, recorded_at)
       SELECT replace(replace(e.stream_id, $1, 'rebuild-player-' || n), $2, 'rebuild-team-' || n), e.stream_position,
              e.event_id || ':' || n, e.type, e.schema_version,
              replace(replace(e.data::text, $1, 'rebuild-player-' || n), $2, 'rebuild-team-' || n)::jsonb, e.metadata, e.recorded_at
       FROM generate_series($3::int, $4::int) AS n, (SELECT * FROM es_events WHERE global_position <= $5) AS e
       ORDER BY n, e.global_position`,
      [userId, teamId, start, Math.min(copies, start + perStatement - 1), template],
    );
  }
  return (await pool.query<{ count: number }>('SELECT count(*)::int AS count FROM es_events')).rows[0]!.count;
}

/** A full rebuild of every read model from a log of EVENTS events: events/s and the process's peak resident memory. */
async function benchLogRebuild(pool: pg.Pool): Promise<{ rows: BenchRow[]; figures: BenchFigure[]; notes: string[] }> {
  return withBenchSystem(
    pool,
    async (system) => {
      const seedStarted = performance.now();
      const events = await seedLog(system, pool, EVENTS);
      const seedSeconds = (performance.now() - seedStarted) / 1000;
      let peakRss = process.memoryUsage().rss;
      const baseRss = peakRss;
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
      const started = performance.now();
      await system.runner.migrate();
      // As npm run projections:rebuild does with no names: every read model together, blue/green.
      await rebuildReadModels(system.services.pool, system.services.store, system.runner.projectors);
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
      return {
        rows: [
          {
            measurement: `rebuild every read model from ${events.toLocaleString('en-US')} events`,
            seconds,
            'events/s': events / seconds,
            'peak RSS MB': mb(peakRss),
            'RSS before MB': mb(baseRss),
          },
        ],
        figures: [
          figure(`million: rebuild of ${events} events`, 'events/s', events / seconds),
          figure(`million: peak RSS during the rebuild of ${events} events`, 'bytes', peakRss),
        ],
        notes: [
          `log: one player's and one team's real events (coin grant, 4 boost purchases, a sync and a scoring) copied set-based under other ids (seeded in ${seedSeconds.toFixed(0)} s); rebuild = rebuildReadModels of every read model together (blue/green), the path of npm run projections:rebuild; peak RSS sampled every 100 ms`,
        ],
      };
    },
    { roles: { api: false, projections: false, workers: false } },
  );
}

/** Issue 24, item 6: the five hottest player routes at a million players against a thousand. */
export async function benchMillionReads(pool: pg.Pool): Promise<BenchTable> {
  const n = (count: number) => count.toLocaleString('en-US');
  return { title: `Player routes at ${n(PLAYERS)} players against ${n(BASE_PLAYERS)}`, ...(await benchReads(pool)) };
}

/** Issue 24, item 6: every read model rebuilt from a log of 10,000,000 events (BENCH_EVENTS). */
export async function benchMillionRebuild(pool: pg.Pool): Promise<BenchTable> {
  return { title: `Rebuild of every read model from ${EVENTS.toLocaleString('en-US')} events`, ...(await benchLogRebuild(pool)) };
}
