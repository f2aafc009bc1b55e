import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EventReader, StoredEvent } from '@fr/contracts';
import '../testing/provided-context';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { coinsProjector } from '../coins';
import { ProjectionRunner } from './projection-runner';
import { checkIntegrity } from './integrity-check';
import { scopedPool } from './scoped-pool';

let database: TestDatabase;
let pool: pg.Pool;
beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
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
const check = () => checkIntegrity({ pool, reader, projectors: [coinsProjector], schema: 'integrity_test', rounds: 3, diffRows: 5 });

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
  // The scratch schema is gone and the live search path untouched.
  expect((await pool.query(`SELECT 1 FROM pg_namespace WHERE nspname = 'integrity_test'`)).rowCount).toBe(0);
  expect((await pool.query('SHOW search_path')).rows[0]).toEqual({ search_path: '"$user", public' });
});

it('does not compare a read model at a position other than the rebuilt one', async () => {
  const behind = new ProjectionRunner(pool, reader, [coinsProjector]);
  await behind.catchUp();
  credit('cy', 7);
  // The live read model stays behind the head through every round: nothing to compare it with.
  const result = await check();
  expect(result.projectors).toEqual([{ projector: 'coins', compared: false, equal: false, position: '000000000004', tables: [] }]);
});

it('scopes each checkout to the schema and hands the connection back reset', async () => {
  await pool.query('CREATE SCHEMA IF NOT EXISTS scoped_test');
  const client = await scopedPool(pool, 'scoped_test').connect();
  expect((await client.query('SHOW search_path')).rows[0]).toEqual({ search_path: 'scoped_test' });
  client.release();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const again = await pool.connect();
  expect((await again.query('SHOW search_path')).rows[0]).toEqual({ search_path: '"$user", public' });
  again.release();
  expect(() => scopedPool(pool, 'x; DROP TABLE y')).toThrow('Not a schema name');
});
