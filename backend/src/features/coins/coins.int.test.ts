import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { EventIdConflictError } from '@fr/contracts';
import { ProjectionRunner, checksumProjector, playerAccount, rebuildProjections } from '@fr/projections';
import { createTestDatabase, type TestDatabase } from '@fr/projections/testing/test-database';
import '@fr/projections/testing/provided-context';
import { openEventStore } from '../../eventstore';
import { openPostgres, type Database } from '../../platform/database';
import { CommandHandler } from '../../write/command-handler';
import { eventIdFor } from '../../write/event-ids';
import { features } from '../index';
import { projectorsOf } from '../../feature';
import { creditCoins, debitCoins, type CoinMovement } from './coin-commands';

let database: TestDatabase;
let db: Database;
let ledger: Ledger;
const allProjectors = projectorsOf(features);

/** One process's command path: credits and debits through its own command handler. */
function ledgerOver(commands: CommandHandler) {
  const platform = { commands };
  return {
    credit: (m: Parameters<typeof creditCoins>[1]) => creditCoins(platform, m),
    debit: (m: CoinMovement) => debitCoins(platform, { ...m, pays: 'purchased-first' }),
  };
}
type Ledger = ReturnType<typeof ledgerOver>;
let runner: ProjectionRunner;

beforeAll(async () => {
  database = await createTestDatabase();
  db = await openPostgres(database.url, { max: 20 });
  const store = await openEventStore({ kind: 'postgres', pool: db.pool });
  runner = new ProjectionRunner(db.pool, store, allProjectors);
  await runner.migrate();
  ledger = ledgerOver(new CommandHandler(store));
});
afterAll(async () => {
  await db?.close();
  await database?.drop();
});

/** Separate handlers with separate pools behave like separate API processes: no shared in-process lock. */
async function processes(count: number) {
  const pools: pg.Pool[] = [];
  const ledgers: Ledger[] = [];
  for (let i = 0; i < count; i++) {
    const other = await openPostgres(database.url, { max: 8 });
    pools.push(other.pool);
    ledgers.push(ledgerOver(new CommandHandler(await openEventStore({ kind: 'postgres', pool: other.pool }))));
  }
  return { ledgers, close: () => Promise.all(pools.map((p) => p.end())) };
}

const grant = (userId: string, amount: number, commandId = 'grant') =>
  ledger.credit({ userId, commandId, amount, lot: 'earned', from: 'mint', reason: 'test_grant' });

async function balances() {
  await runner.catchUp();
  const { rows } = await db.pool.query<{ account: string; balance: number; kind: string }>(
    'SELECT account, balance, kind FROM ledger_accounts',
  );
  return rows;
}

describe('ledger invariants', () => {
  it('commands queued on one stream are appended together, and each still gets its own balance or refusal', async () => {
    const store = await openEventStore({ kind: 'postgres', pool: db.pool });
    let appends = 0;
    const counting = {
      ...store,
      read: store.read.bind(store),
      append: (...args: Parameters<typeof store.append>) => (appends++, store.append(...args)),
    };
    const one = ledgerOver(new CommandHandler(counting));
    await one.credit({ userId: 'grouped', commandId: 'seed', amount: 500, lot: 'earned', from: 'mint', reason: 'test_grant' });
    appends = 0;
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => one.debit({ userId: 'grouped', commandId: `spend-${i}`, amount: 10, reason: 'spend' })),
    );
    const answered = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.balance] : []));
    expect(answered.sort((a, b) => b - a)).toEqual(Array.from({ length: 50 }, (_, i) => 490 - 10 * i));
    expect(new Set(results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code: string }).code] : [])))).toEqual(
      new Set(['insufficient_coins']),
    );
    expect(appends).toBeLessThan(50);
    // A retry of any of them changes nothing.
    expect((await one.debit({ userId: 'grouped', commandId: 'spend-0', amount: 10, reason: 'spend' })).applied).toBe(false);
    expect((await balances()).find((b) => b.account === playerAccount('grouped'))?.balance).toBe(0);
  });

  it('a command whose event id clashes for good fails alone, not the commands appended with it', async () => {
    const store = await openEventStore({ kind: 'postgres', pool: db.pool });
    // Another stream already holds the id the poisoned credit's event would get.
    await store.append('elsewhere-clash', [{ eventId: eventIdFor('wallet:clash:poisoned'), type: 'Unrelated', data: {} }]);
    const one = ledgerOver(new CommandHandler(store));
    await one.credit({ userId: 'clash', commandId: 'seed', amount: 100, lot: 'earned', from: 'mint', reason: 'test_grant' });
    const spend = (commandId: string) => one.debit({ userId: 'clash', commandId, amount: 10, reason: 'spend' });
    const results = await Promise.allSettled([
      spend('first'),
      one.credit({ userId: 'clash', commandId: 'poisoned', amount: 10, lot: 'earned', from: 'mint', reason: 'test_grant' }),
      spend('second'),
      spend('third'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(EventIdConflictError);
    expect((await balances()).find((b) => b.account === playerAccount('clash'))?.balance).toBe(70);
  });

  it('a process whose cached wallet is stale neither refuses coins another process credited nor spends them twice', async () => {
    const { ledgers, close } = await processes(2);
    const [first, second] = ledgers as [Ledger, Ledger];
    // The first process caches the wallet at 10 coins; the second spends them.
    await first.credit({ userId: 'stale', commandId: 'seed', amount: 10, lot: 'earned', from: 'mint', reason: 'test_grant' });
    await second.debit({ userId: 'stale', commandId: 'spend-a', amount: 10, reason: 'spend' });
    // Its cache says 10, the store says 0: the second spend of those coins is refused.
    await expect(first.debit({ userId: 'stale', commandId: 'spend-b', amount: 10, reason: 'spend' })).rejects.toMatchObject({
      code: 'insufficient_coins',
    });
    // Now its cache says 0 while the second credits 50: a spend decided on the cache alone would be refused wrongly.
    await second.credit({ userId: 'stale', commandId: 'more', amount: 50, lot: 'earned', from: 'mint', reason: 'test_grant' });
    await first.debit({ userId: 'stale', commandId: 'spend-c', amount: 15, reason: 'spend' });
    await close();
    expect((await balances()).find((b) => b.account === playerAccount('stale'))?.balance).toBe(35);
  });

  it('200 concurrent spends against a balance that covers 10: exactly 10 succeed and the balance is 0', async () => {
    await grant('racer', 100);
    const { ledgers, close } = await processes(4);
    const attempts = Array.from({ length: 200 }, (_, i) =>
      ledgers[i % ledgers.length]!.debit({ userId: 'racer', commandId: `spend-${i}`, amount: 10, reason: 'spend' }),
    );
    const results = await Promise.allSettled(attempts);
    await close();
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code);
    expect(succeeded).toHaveLength(10);
    expect(new Set(refused)).toEqual(new Set(['insufficient_coins']));
    const racer = (await balances()).find((b) => b.account === playerAccount('racer'));
    expect(racer?.balance).toBe(0);
  });

  it('applies a retried command with the same idempotency key once, and refuses the key with other content', async () => {
    await grant('retrier', 50);
    const spend = { userId: 'retrier', commandId: 'idem-1', amount: 20, reason: 'spend' };
    const outcomes = await Promise.all([ledger.debit(spend), ledger.debit(spend), ledger.debit(spend)]);
    expect(outcomes.filter((o) => o.applied)).toHaveLength(1);
    expect(outcomes.map((o) => o.balance)).toEqual([30, 30, 30]);
    await expect(ledger.debit({ ...spend, amount: 21 })).rejects.toMatchObject({ code: 'idempotency_mismatch' });
    expect((await balances()).find((b) => b.account === playerAccount('retrier'))?.balance).toBe(30);
  });

  it('never lets a player balance go below zero, and all accounts sum to zero', async () => {
    await grant('saver', 5);
    await expect(ledger.debit({ userId: 'saver', commandId: 'too-much', amount: 6, reason: 'spend' })).rejects.toMatchObject({
      code: 'insufficient_coins',
    });
    const rows = await balances();
    expect(rows.filter((r) => r.kind === 'player' && r.balance < 0)).toEqual([]);
    expect(rows.reduce((sum, r) => sum + r.balance, 0)).toBe(0);
    const { rows: entries } = await db.pool.query<{ total: number }>(
      'SELECT coalesce(sum(amount), 0)::bigint AS total FROM ledger_entries',
    );
    expect(entries[0]?.total).toBe(0);
  });

  it('records the balance after each entry and what caused it', async () => {
    await grant('auditor', 300, 'first');
    await ledger.debit({ userId: 'auditor', commandId: 'buy', amount: 120, reason: 'spend', metadata: { actor: 'auditor' } });
    await runner.catchUp();
    const { rows } = await db.pool.query(
      `SELECT amount, balance_after, reason, command_id, counter_account, actor FROM ledger_entries
       WHERE account = $1 ORDER BY event_position COLLATE "C"`,
      [playerAccount('auditor')],
    );
    expect(rows).toEqual([
      { amount: 300, balance_after: 300, reason: 'test_grant', command_id: 'first', counter_account: 'system:mint', actor: null },
      { amount: -120, balance_after: 180, reason: 'spend', command_id: 'buy', counter_account: 'system:sink', actor: 'auditor' },
    ]);
  });
});

describe('projection rebuild', () => {
  it('rebuilds every read model from the events to the same checksum as the live-built one', async () => {
    for (let i = 0; i < 20; i++) {
      await grant(`rebuild-${i % 5}`, 10 + i, `g${i}`);
      if (i % 3 === 0) await ledger.debit({ userId: `rebuild-${i % 5}`, commandId: `d${i}`, amount: 5, reason: 'spend' });
      if (i % 7 === 0) await runner.catchUp();
    }
    await runner.catchUp();
    const live = await Promise.all(allProjectors.map((p) => checksumProjector(db.pool, p)));
    const replayed = await rebuildProjections(db.pool, runner);
    expect(replayed).toBeGreaterThan(0);
    const rebuilt = await Promise.all(allProjectors.map((p) => checksumProjector(db.pool, p)));
    expect(rebuilt).toEqual(live);
    expect(live.join()).toMatch(/ledger_entries:\d{2,}:/);
  });
});
