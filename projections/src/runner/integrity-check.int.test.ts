import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EventReader, StoredEvent } from '@fr/contracts';
import '../testing/provided-context';
import { createTestDatabase, testDatabasePool, type TestDatabase } from '../testing/test-database';
import { coinsProjector } from '../coins';
import { ProjectionRunner } from './projection-runner';
import { checkIntegrity } from './integrity-check';
import { scopedPool } from './scoped-pool';

let database: TestDatabase;
let pool: pg.Pool;
beforeAll(async () => {
  database = await createTestDatabase();
  pool = testDatabasePool(database.url, { max: 2 });
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

const log: StoredEvent[] = [];
const credit = (userId: string, amount: number) =>
  log.push({
    eventId: `e${log.length + 1}`,
    type: 'CoinsCredited',
    schemaVersion: 1,
    streamId: `player-${userId}`,
    streamPosition: 1,
    position: String(log.length + 1).padStart(12, '0'),
    data: { userId, amount, lot: 'earned', from: 'mint', reason: 'welcome_bonus', commandId: `c${log.length}` },
    metadata: { actor: userId },
    recordedAt: new Date(Date.UTC(2026, 10, 1, 0, log.length)).toISOString(),
  });
const reader: EventReader = {
  readAll: async ({ after = '', limit = 500 } = {}) => log.filter((e) => e.position > after).slice(0, limit),
  head: async () => log.at(-1)?.position ?? '',
};
const check = (from: EventReader = reader) =>
  checkIntegrity({ pool, reader: from, projectors: [coinsProjector], schema: 'integrity_test', diffRows: 5 });

it('finds a rebuilt read model equal to the live one, then reports the exact row an edit of the live one changed', async () => {
  const live = new ProjectionRunner(pool, reader, [coinsProjector]);
  await live.migrate();
  credit('ada', 1000);
  credit('bob', 1000);
  credit('ada', 50);
  await live.catchUp();

  const clean = await check();
  expect(clean.events).toBe(3);
  expect(clean.projectors).toEqual([
    {
      projector: 'coins',
      compared: true,
      equal: true,
      position: '000000000003',
      tables: [
        { table: 'ledger_entries', liveRows: 6, rebuiltRows: 6, missing: [], unexpected: [] },
        { table: 'ledger_accounts', liveRows: 3, rebuiltRows: 3, missing: [], unexpected: [] },
      ],
    },
  ]);

  // Someone edits a balance behind the log's back.
  await pool.query(`UPDATE ledger_accounts SET earned = earned + 5, balance = balance + 5 WHERE account = 'player:bob'`);
  const tampered = await check();
  const accounts = tampered.projectors[0]!.tables[1]!;
  expect(tampered.projectors[0]).toMatchObject({ compared: true, equal: false });
  expect(accounts.missing).toEqual([expect.stringMatching(/^\(player:bob,player,bob,1000,0,1000,/)]);
  expect(accounts.unexpected).toEqual([expect.stringMatching(/^\(player:bob,player,bob,1005,0,1005,/)]);
  expect(tampered.projectors[0]!.tables[0]).toMatchObject({ missing: [], unexpected: [] });
  // The scratch schemas are gone and the live search path untouched.
  expect((await pool.query(`SELECT 1 FROM pg_namespace WHERE nspname LIKE 'integrity_test%'`)).rowCount).toBe(0);
  expect((await pool.query('SHOW search_path')).rows[0]).toEqual({ search_path: '"$user", public' });
  await pool.query(`UPDATE ledger_accounts SET earned = earned - 5, balance = balance - 5 WHERE account = 'player:bob'`);
});

/** Writes that keep the live read model moving: every read of the log the check makes appends and projects an event. */
const busy = (live: ProjectionRunner, during: EventReader = reader): EventReader => ({
  head: during.head,
  async readAll(options) {
    credit('busy', 1);
    await live.catchUp();
    return during.readAll(options);
  },
});

it('passes while writes keep the live read model moving, comparing both sides at one position', async () => {
  const live = new ProjectionRunner(pool, reader, [coinsProjector]);
  await live.catchUp();
  const before = await reader.head();
  const result = await check(busy(live));
  expect(result.projectors).toEqual([expect.objectContaining({ projector: 'coins', compared: true, equal: true, position: before })]);
  expect(await reader.head()).not.toBe(before);
});

it('still fails on a real difference while writes go on', async () => {
  const live = new ProjectionRunner(pool, reader, [coinsProjector]);
  await live.catchUp();
  await pool.query(`UPDATE ledger_accounts SET earned = earned + 5, balance = balance + 5 WHERE account = 'player:ada'`);
  try {
    const result = await check(busy(live));
    expect(result.projectors[0]).toMatchObject({ compared: true, equal: false });
    expect(result.projectors[0]!.tables[1]!.unexpected).toEqual([expect.stringMatching(/^\(player:ada,player,ada,1055,0,1055,/)]);
  } finally {
    await pool.query(`UPDATE ledger_accounts SET earned = earned - 5, balance = balance - 5 WHERE account = 'player:ada'`);
  }
});

it('compares a read model behind the head at its own position', async () => {
  credit('cy', 7);
  const result = await check();
  expect(result.projectors).toEqual([
    expect.objectContaining({ projector: 'coins', compared: true, equal: true, position: String(log.length - 1).padStart(12, '0') }),
  ]);
});

it('scopes each checkout to the schema, commits there without waiting for the disk, and hands the connection back reset', async () => {
  await pool.query('CREATE SCHEMA IF NOT EXISTS scoped_test');
  // One connection, as in the embedded mode: the next checkout waits for the reset release, and gets the same session.
  const single = testDatabasePool(database.url, { max: 1 });
  try {
    const client = await scopedPool(single, 'scoped_test').connect();
    expect((await client.query('SHOW search_path')).rows[0]).toEqual({ search_path: 'scoped_test' });
    expect((await client.query('SHOW synchronous_commit')).rows[0]).toEqual({ synchronous_commit: 'off' });
    client.release();
    const again = await single.connect();
    expect((await again.query('SHOW search_path')).rows[0]).toEqual({ search_path: '"$user", public' });
    expect((await again.query('SHOW synchronous_commit')).rows[0]).toEqual({ synchronous_commit: 'on' });
    again.release();
  } finally {
    await single.end();
  }
  expect(() => scopedPool(pool, 'x; DROP TABLE y')).toThrow('Not a schema name');
});
