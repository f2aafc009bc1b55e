import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { START, type DomainEvent, type EventReader, type StoredEvent } from '@fr/contracts';
import '../testing/provided-context';
import { createTestDatabase, testDatabasePool, type TestDatabase } from '../testing/test-database';
import { analyticsProjector } from '../analytics';
import { coinsProjector } from '../coins';
import { fantasyProjector } from '../fantasy';
import { leaderboardProjector } from '../leaderboard';
import { notificationsProjector } from '../notifications';
import { profileProjector } from '../profile';
import { rafflesProjector } from '../raffles';
import { shopProjector } from '../shop';
import type { Projector } from '../projector';
import { buildFromLog } from './build-from-log';
import { checkpointsSchemaSql, readCheckpoints } from './checkpoints';
import { applyEvents } from './projection-runner';
import { withTransaction } from './transaction';

/** The read models with a set-based path: the rows they end with must not depend on how the log was cut into batches. */
const projectors: Projector[] = [
  coinsProjector,
  profileProjector,
  notificationsProjector,
  analyticsProjector,
  shopProjector,
  fantasyProjector,
  rafflesProjector,
  leaderboardProjector,
];

let databases: TestDatabase[] = [];
let oneByOne: pg.Pool;
let batched: pg.Pool;
/** Built as a rebuild builds its shadow (build-from-log.ts): each read model on its own, on several connections. */
let built: pg.Pool;
beforeAll(async () => {
  databases = await Promise.all([createTestDatabase(), createTestDatabase(), createTestDatabase()]);
  oneByOne = testDatabasePool(databases[0]!.url, { max: 1 });
  batched = testDatabasePool(databases[1]!.url, { max: 1 });
  built = testDatabasePool(databases[2]!.url, { max: 3 });
  for (const pool of [oneByOne, batched, built]) for (const projector of projectors) await pool.query(projector.schemaSql);
  await built.query(checkpointsSchemaSql);
});
afterAll(async () => {
  await Promise.all([oneByOne?.end(), batched?.end(), built?.end()]);
  await Promise.all(databases.map((d) => d.drop()));
});

const user = fc.constantFrom('u1', 'u2', 'u3');
const draw = fc.constantFrom('nfl-gold-2026-11-10', 'nba-bronze-2026-11-17');
const team = fc.constantFrom('t1', 't2', 't3');
const at = '2026-11-01T12:00:00.000Z';
/** Weeks of a season: scores go back to earlier weeks (corrections) as well as forward. */
const week = fc.constantFrom('2026-11-03', '2026-11-10', '2026-11-17');
/** More weeks for scores, so a team reaches its last week late and a batch often holds a week after a later one. */
const scoredWeek = fc.constantFrom('2026-10-13', '2026-10-20', '2026-10-27', '2026-11-03', '2026-11-10', '2026-11-17');
const tier = fc.integer({ min: 2, max: 5 });
const when = fc.constantFrom(at, '2026-11-02T09:30:00.000Z', '2026-11-03T18:00:00.000Z');
/** A ticket's id names its team, week and tier, as the fantasy feature makes it: a revocation or a closed week finds it. */
const ticketId = (teamId: string, week: string, tier: number) => `ticket:${teamId}:${week}:${tier}`;

/** A team's stream: its syncs, scores, tickets, rewards and boosts (payloads as the contracts define them). */
const teamSteps: fc.Arbitrary<DomainEvent>[] = [
  fc
    .record({
      userId: user,
      teamId: team,
      name: fc.constantFrom('Chiefs Kingdom', 'Chiefs Dynasty'),
      provider: fc.constantFrom('demo', 'yahoo'),
      league: fc.constantFrom('L', 'M'),
      sport: fc.constantFrom('NFL' as const, 'NBA' as const),
    })
    .map((d): DomainEvent => ({ type: 'TeamSynced', data: { ...d, teamKey: d.teamId, platform: 'Yahoo Fantasy' } })),
  fc
    .record({
      userId: user,
      teamId: team,
      week: scoredWeek,
      // Few figures, so a team week's score often repeats (the leaderboard keeps the position it was first reached at).
      currentPoints: fc.constantFrom(0, 120, 180, 240),
      projectedPoints: fc.constantFrom(150, 200),
      isActive: fc.boolean(),
      projectionIsFallback: fc.boolean(),
      gameProgress: fc.constantFrom(null, 0, 0.5, 1),
    })
    .map((d): DomainEvent => ({ type: 'TeamScoreUpdated', data: d })),
  fc.record({ userId: user, teamId: team, week, tier, awardedAt: when }).map((d): DomainEvent => ({
    type: 'TicketAwarded',
    data: { ...d, ticketId: ticketId(d.teamId, d.week, d.tier), count: 1, currentPoints: 200, target: 150 },
  })),
  fc.record({ userId: user, teamId: team, week, tier, revokedAt: when }).map((d): DomainEvent => ({
    type: 'TicketRevoked',
    data: { ...d, ticketId: ticketId(d.teamId, d.week, d.tier), reason: 'stat_correction' },
  })),
  fc.record({ userId: user, teamId: team, week, closedAt: when }).map((d): DomainEvent => ({
    type: 'WeekClosed',
    data: { ...d, ticketIds: [2, 3, 4, 5].map((t) => ticketId(d.teamId, d.week, t)) },
  })),
  fc
    .record({ userId: user, teamId: team, week, coins: fc.integer({ min: 1, max: 100 }), earnedAt: when })
    .map((d): DomainEvent => ({ type: 'ExperienceRewardEarned', data: d })),
  fc
    .record({ userId: user, teamId: team, week, attachedAt: when })
    .map((d): DomainEvent => ({ type: 'BoostAttached', data: { ...d, boostId: '', code: 'PB1' } })),
];

const teamStreamTypes = new Set([
  'TeamScoreUpdated',
  'TicketAwarded',
  'TicketRevoked',
  'WeekClosed',
  'ExperienceRewardEarned',
  'BoostAttached',
]);

/** A player's own commands: their activity (active days, sessions, the latest command) comes of them. */
const activitySteps: fc.Arbitrary<DomainEvent>[] = [
  user.map((userId): DomainEvent => ({
    type: 'BoostPurchased',
    data: {
      userId,
      boostId: '',
      boostTypeId: 'performance-boost',
      level: 1,
      code: 'PB1',
      name: 'Boost',
      description: 'd',
      cost: 100,
      purchasedAt: at,
    },
  })),
  user.map((userId): DomainEvent => ({
    type: 'DailyCheckInClaimed',
    data: { userId, localDate: '2026-11-01', timeZone: 'UTC', reward: 10, bonusChallenges: 0, streak: 1, claimedAt: at },
  })),
  user.map((userId): DomainEvent => ({
    type: 'CoinPurchaseCompleted',
    data: { userId, paymentId: '', provider: 'sandbox', amount: 1000, bonus: 100, priceCents: 999, completedAt: at },
  })),
  // Clicks are handled per event (their counts) and batched (the player's activity); only a partner's link counts.
  fc.record({ userId: user, platform: fc.constantFrom('FanDuel', 'In-app') }).map((d): DomainEvent => ({
    type: 'AffiliateClickRecorded',
    data: { ...d, clickId: '', contestId: 'contest-1', url: 'https://partner.example/join', clickedAt: at },
  })),
  user.map((userId): DomainEvent => ({
    type: 'ChallengeClickRecorded',
    data: { userId, clickId: '', challengeId: 'challenge-1', platform: 'FanDuel', url: 'https://partner.example', clickedAt: at },
  })),
];

/** Payloads as the contracts define them; ids that must be unique get the step's number (see `numbered`). */
const step: fc.Arbitrary<DomainEvent> = fc.oneof(
  fc
    .record({
      userId: user,
      amount: fc.integer({ min: 1, max: 500 }),
      lot: fc.constantFrom('earned' as const, 'purchased' as const),
      from: fc.constantFrom('mint' as const, 'bank' as const),
      reason: fc.constantFrom('daily_checkin', 'coin_purchase', 'challenge_reward', 'dispute_won', 'admin_adjustment'),
    })
    .map((d): DomainEvent => ({ type: 'CoinsCredited', data: { ...d, commandId: 'credit' } })),
  fc
    .record({
      userId: user,
      earned: fc.integer({ min: 0, max: 200 }),
      purchased: fc.integer({ min: 1, max: 200 }),
      to: fc.constantFrom('sink' as const, 'bank' as const),
      reason: fc.constantFrom('boost_purchase', 'purchase_reversal'),
    })
    .map(({ earned, purchased, ...d }): DomainEvent => ({
      type: 'CoinsDebited',
      data: { ...d, amount: earned + purchased, lots: { earned, purchased }, commandId: 'debit' },
    })),
  fc.record({ userId: user, teamId: team }).map((d): DomainEvent => ({
    type: 'BoostApplied',
    data: { ...d, boostId: '', code: 'PB1', teamName: 'Team', week: '2026-11-03', appliedAt: at },
  })),
  fc
    .record({ userId: user, drawId: draw, source: fc.constantFrom('earned' as const, 'free' as const) })
    .map((d): DomainEvent => ({ type: 'DrawEntryAdded', data: { ...d, entryId: '', tickets: 1, addedAt: at } })),
  draw.map((drawId): DomainEvent => ({
    type: 'DrawCompleted',
    data: { drawId, seed: 's', beaconRound: 1, beaconRandomness: 'r', beaconSignature: 'g', winners: [], drawnAt: at },
  })),
  ...activitySteps,
  ...teamSteps,
  user.map((userId): DomainEvent => ({
    type: 'SyncCompleted',
    data: { userId, provider: 'demo', teamsFound: 2, teamsChanged: ['t1'], completedAt: at },
  })),
  user.map((userId): DomainEvent => ({
    type: 'AccountRegistered',
    data: {
      userId,
      username: userId,
      email: `${userId}@example.com`,
      firstName: null,
      lastName: null,
      hasPassword: true,
      registeredAt: at,
      emailHeld: true,
    },
  })),
  user.map((userId): DomainEvent => ({ type: 'EmailVerified', data: { userId, tokenHash: 'h', verifiedAt: at } })),
  user.map((userId): DomainEvent => ({
    type: 'FantasyAccountConnected',
    data: { userId, provider: 'demo', providerUserId: null, connectedAt: at },
  })),
  user.map((userId): DomainEvent => ({
    type: 'AccountExpired',
    data: { userId, username: userId, email: `${userId}@example.com`, expiredAt: at },
  })),
);

/**
 * The step's own ids: a boost applied or attached names one bought before (or one never bought), b-0 to b-4, which
 * only the first five steps buy. From the sixth step on, every third purchase names the step before's boost, so a
 * purchase sometimes names one already bought (the id comes from the command), which the first purchase keeps.
 */
function numbered(event: DomainEvent, i: number): DomainEvent {
  switch (event.type) {
    case 'BoostPurchased':
      return { ...event, data: { ...event.data, boostId: `b-${i >= 6 && i % 3 === 0 ? i - 1 : i}` } };
    case 'BoostApplied':
      return { ...event, data: { ...event.data, boostId: `b-${i % 5}` } };
    case 'BoostAttached':
      return { ...event, data: { ...event.data, boostId: `b-${i % 5}` } };
    case 'DrawEntryAdded':
      return { ...event, data: { ...event.data, entryId: event.data.source === 'free' ? `free:${event.data.userId}` : `tk-${i}` } };
    case 'CoinPurchaseCompleted':
      return { ...event, data: { ...event.data, paymentId: `pay-${i}` } };
    case 'AffiliateClickRecorded':
      return { ...event, data: { ...event.data, clickId: `click-${i}` } };
    case 'ChallengeClickRecorded':
      return { ...event, data: { ...event.data, clickId: `click-${i}` } };
    default:
      return event;
  }
}

/**
 * Gaps between recorded times: the same instant, within a session, past the 30-minute session gap, past a New York
 * day, and a little back in time (events of different streams are recorded in their commit order, not their clocks').
 */
const gap = fc.constantFrom(0, 60_000, 10 * 60_000, 31 * 60_000, 5 * 3_600_000, 20 * 3_600_000, -5 * 60_000);

/** What a closed week never has again: the team decider neither scores nor closes it a second time. */
const closedWeekTypes = new Set(['TeamScoreUpdated', 'TicketAwarded', 'TicketRevoked', 'ExperienceRewardEarned', 'WeekClosed']);

/**
 * No entry comes after its draw was drawn (the raffle refuses it), a team's stream starts with its sync, and a closed
 * week is final, so the generated log has no entry after its draw, no team's event before the team's first sync and
 * no score, ticket, reward or second close of a week after its close.
 */
function possible(steps: ReadonlyArray<{ event: DomainEvent; gapMs: number }>) {
  const drawn = new Set<string>();
  const synced = new Set<string>();
  const closed = new Set<string>();
  return steps.filter(({ event }) => {
    if (event.type === 'DrawCompleted') drawn.add(event.data.drawId);
    if (event.type === 'TeamSynced') synced.add(event.data.teamId);
    if (teamStreamTypes.has(event.type) && 'teamId' in event.data && !synced.has(event.data.teamId)) return false;
    if (closedWeekTypes.has(event.type) && 'teamId' in event.data && 'week' in event.data) {
      const week = `${event.data.teamId} ${event.data.week}`;
      if (closed.has(week)) return false;
      if (event.type === 'WeekClosed') closed.add(week);
    }
    return event.type !== 'DrawEntryAdded' || !drawn.has(event.data.drawId);
  });
}

function storedLog(steps: ReadonlyArray<{ event: DomainEvent; gapMs: number }>): StoredEvent[] {
  let time = Date.UTC(2026, 10, 1, 3);
  return possible(steps).map(({ event, gapMs }, i) => {
    time += gapMs;
    const n = i + 1;
    return {
      eventId: `event-${n}`,
      type: event.type,
      schemaVersion: 1,
      streamId: 'data' in event && 'userId' in event.data ? `player-${event.data.userId}` : 'other',
      streamPosition: n,
      position: String(n).padStart(12, '0'),
      data: numbered(event, i).data,
      metadata: { actor: 'u1', correlationId: `req-${n % 3}` },
      recordedAt: new Date(time).toISOString(),
    };
  });
}

async function rowsOf(pool: pg.Pool): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const projector of projectors) {
    for (const table of projector.tables) {
      all[table.name] = (await pool.query(`SELECT * FROM ${table.name} ORDER BY ${table.orderBy}`)).rows;
    }
  }
  return all;
}

/**
 * Every index of the read models' tables as it is defined, then every key and constraint with the index it uses, the
 * schema they are in left out: a build drops keys and makes them again at its end, and a key made again as a bare
 * unique index would still take ON CONFLICT, so comparing the indexes alone would not notice.
 */
async function indexesAndKeysOf(pool: pg.Pool): Promise<string[]> {
  const tables = projectors.flatMap((p) => p.tables.map((t) => t.name));
  const { rows } = await pool.query<{ definition: string }>(
    `SELECT replace(indexdef, schemaname || '.', '') AS definition FROM pg_indexes
     WHERE schemaname = current_schema() AND tablename = ANY($1) ORDER BY indexname`,
    [tables],
  );
  const { rows: constraints } = await pool.query<{ definition: string }>(
    `SELECT c.relname || ' ' || k.conname || ' ' || pg_get_constraintdef(k.oid) || ' ' || coalesce(i.relname, '') AS definition
     FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid LEFT JOIN pg_class i ON i.oid = k.conindid
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relname = ANY($1) ORDER BY c.relname, k.conname`,
    [tables],
  );
  return [...rows, ...constraints].map((row) => row.definition);
}

const emptyAll = (pool: pg.Pool) => pool.query(`TRUNCATE ${projectors.flatMap((p) => p.tables.map((t) => t.name)).join(', ')}`);

/** The log as the store serves it, in pages. */
function readerOf(log: readonly StoredEvent[]): EventReader {
  const head = async () => log.at(-1)?.position ?? START;
  return {
    readAll: async ({ after = START, limit = 1_000 } = {}) => log.filter((event) => event.position > after).slice(0, limit),
    head,
  };
}

const applyAll = (pool: pg.Pool, events: readonly StoredEvent[]) =>
  withTransaction(pool, async (client) => {
    for (const projector of projectors) await applyEvents(client, projector, events);
  });

/**
 * The rows the log leaves, applied event by event, in batches of drawn sizes, and built from the log as a rebuild
 * builds its shadow (in pages of a drawn size, on several connections, with a read model's own build where it has one),
 * must be the same.
 */
async function sameRowsWhateverTheBatches(events: fc.Arbitrary<DomainEvent>, length: fc.ArrayConstraints): Promise<void> {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.record({ event: events, gapMs: gap }), length),
      fc.array(fc.record({ size: fc.integer({ min: 1, max: 25 }), again: fc.boolean() }), { minLength: 1, maxLength: 10 }),
      fc.record({
        batchSize: fc.integer({ min: 1, max: 25 }),
        pageSize: fc.integer({ min: 1, max: 25 }),
        connections: fc.integer({ min: 1, max: 3 }),
        readAhead: fc.nat(3),
      }),
      async (steps, cuts, build) => {
        const log = storedLog(steps);
        await Promise.all([emptyAll(oneByOne), emptyAll(batched), emptyAll(built)]);
        await built.query('DELETE FROM projection_checkpoints');
        await built.query('INSERT INTO projection_checkpoints (projector, position) SELECT unnest($1::text[]), $2', [
          projectors.map((p) => p.name),
          START,
        ]);
        for (const event of log) await applyAll(oneByOne, [event]);
        // Batches of the drawn sizes (the last size repeats until the log is used up); some applied a second time.
        for (let from = 0, i = 0; from < log.length; i++) {
          const cut = cuts[Math.min(i, cuts.length - 1)]!;
          const batch = log.slice(from, from + cut.size);
          await applyAll(batched, batch);
          if (cut.again) await applyAll(batched, batch);
          from += cut.size;
        }
        const outcome = await buildFromLog(built, readerOf(log), projectors, build);
        const expected = await rowsOf(oneByOne);
        expect(await rowsOf(batched)).toEqual(expected);
        expect(await rowsOf(built)).toEqual(expected);
        // A build drops indexes it does not read while it fills the tables: every one of them is back once it is done.
        expect(await indexesAndKeysOf(built)).toEqual(await indexesAndKeysOf(oneByOne));
        const end = log.at(-1)?.position ?? START;
        expect(outcome).toEqual({ events: log.length, position: end });
        const checkpoints = await readCheckpoints(
          built,
          projectors.map((p) => p.name),
        );
        expect(new Set(checkpoints.values())).toEqual(new Set([end]));
      },
    ),
    { numRuns: 20 },
  );
}

it('ends with the same rows whether the log is applied event by event or in batches of any size, a batch applied twice included', () =>
  sameRowsWhateverTheBatches(step, { minLength: 1, maxLength: 60 }));

// Mixed with every other event, a team's events are too few for its order cases (a correction of an earlier week, a
// rename between two tickets, a week scored twice in a batch) to come up often; those before a team's sync are dropped.
it('ends with the same rows from a log of team events alone, however it is cut into batches', () =>
  sameRowsWhateverTheBatches(fc.oneof(...teamSteps), { minLength: 1, maxLength: 80, size: 'medium' }));

// Mixed with every other event, a player's commands rarely come close enough together for the activity figures' order
// cases (a command recorded before the latest one seen, two in one session, across a batch's end) to come up often.
it("ends with the same activity figures from a log of players' commands alone, however it is cut into batches", () =>
  sameRowsWhateverTheBatches(fc.oneof(...activitySteps), { minLength: 1, maxLength: 80, size: 'medium' }));
