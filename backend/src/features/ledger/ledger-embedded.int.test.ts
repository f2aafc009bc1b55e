import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSystem, type RunningSystem } from '../../system/system';
import { TestClient } from '../../testing/http-client';
import { createAdmin } from '../admin';
import { runIntegrityCheck } from './integrity-job';
import { integrityCheckDecider } from './domain/integrity-check';
import { addDays, analyticsDay, integrityCheckStream } from '@fr/contracts';
import { ledgerExportCsv } from '@fr/projections';

let root: string;
let system: RunningSystem;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fr-embedded-ledger-'));
  system = await startSystem({ env: { LOG_LEVEL: 'silent', NODE_ENV: 'test' }, dataDir: join(root, 'data'), redisUrl: null, port: 0 });
});
afterAll(async () => {
  await system?.stop();
  await rm(root, { recursive: true, force: true });
});

it('runs an integrity check on the embedded database, one PGlite session, and leaves its search path as it was', async () => {
  expect(system.config.database.kind).toBe('pglite');
  const client = new TestClient(system.url);
  const signUp = await client.post('/api/auth/signup', {
    username: 'embedded1',
    email: 'embedded1@example.com',
    password: 'a long enough password',
    firstName: 'Em',
    lastName: 'Bedded',
  });
  expect(signUp.status).toBe(201);
  const admin = await createAdmin(system.services, {
    username: 'ops',
    email: 'ops@example.com',
    password: 'a long admin password',
    role: 'auditor',
    via: 'cli',
  });
  const checkId = crypto.randomUUID();
  await system.services.commands.handle({
    streamId: integrityCheckStream(checkId),
    decider: integrityCheckDecider,
    command: { type: 'Request', checkId, adminId: admin.adminId },
    context: { now: system.services.now() },
  });
  await system.runner.catchUp();

  const pool = system.services.pool;
  const searchPath = (await pool.query('SHOW search_path')).rows[0];
  const result = await runIntegrityCheck(system.services, checkId);
  expect(result.ok).toBe(true);
  expect(result.events).toBeGreaterThan(0);
  expect((await pool.query('SHOW search_path')).rows[0]).toEqual(searchPath);
  expect((await pool.query(`SELECT count(*)::int AS n FROM ledger_accounts`)).rows[0]).toEqual({ n: 2 });
  expect((await pool.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'integrity_%'`)).rows).toEqual([]);
});

it('exports the ledger as CSV on the embedded database (COPY through its one session), which then still answers', async () => {
  const pool = system.services.pool;
  let csv = '';
  for await (const chunk of ledgerExportCsv(pool, {
    from: addDays(analyticsDay(system.services.now()), -1),
    to: analyticsDay(system.services.now()),
  }))
    csv += String(chunk);
  const [header, ...lines] = csv.trim().split('\n');
  expect(header!.split(',').slice(0, 5)).toEqual(['occurred_at', 'event_position', 'event_id', 'stream', 'account']);
  // The signed-up player's grant: their side and the mint's.
  expect(lines.filter((line) => line.includes('signup_grant'))).toHaveLength(2);
  expect(lines.some((line) => line.includes('embedded1@example.com'))).toBe(true);
  expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
});
