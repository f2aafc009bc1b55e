import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, analyticsDay, playerStream } from '@fr/contracts';
import { coinAnalytics, ledgerExportCsv, overview, snapshotOf, trialBalance, trialBalanceByLot } from '@fr/projections';
import { walletAsOf } from '../ledger';
import type { bankSlice } from '../bank';
import { handlePlayerCommand } from '../player';
import { signUpPlayer, signUpVerifiedPlayer, startTestSystem, type SignedUpPlayer, type TestSystem } from '../../testing/test-system';
import { revenueCsv } from './exports';
import { generateMetricsJobId } from './metrics-job';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => {
  await system?.close();
});

/** RFC 4180 as csv-stringify writes it: quoted fields with doubled quotes, one record per line. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      record.push(field);
      field = '';
    } else if (!quoted && ch === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else {
      field += ch;
    }
  }
  return records;
}

async function csvOf(stream: NodeJS.ReadableStream): Promise<Array<Record<string, string>>> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  const [header = [], ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((h, i) => [h, row[i] ?? ''])));
}

const today = () => analyticsDay(system.services.now());

describe('the generate-metrics job', () => {
  it('snapshots the day that ended, once per day id', async () => {
    await signUpPlayer(system, 'metrics');
    const yesterday = addDays(today(), -1);
    const run = () => system.jobs.enqueueAndWait('generate-metrics', {}, { jobId: generateMetricsJobId(yesterday), timeoutMs: 10_000 });
    const first = await run();
    expect(first).toEqual({ date: yesterday, written: 1 });
    expect(await run()).toEqual(first);
    expect(await snapshotOf(system.services.pool, yesterday)).toMatchObject({ day: yesterday, totalUsers: 0, newSignups: 0 });
    // Today's sign-up counts against yesterday's snapshot of no users: no baseline, no growth figure.
    const now = await overview(system.services.pool, today());
    expect(now.today.newSignups).toBeGreaterThanOrEqual(1);
    expect(now.growth).toEqual({ userGrowth: 0, signupGrowth: 0, clickGrowth: 0 });
  });
});

describe('reconciliation', () => {
  type Step =
    | { kind: 'signUp' }
    | { kind: 'checkIn'; player: number }
    | { kind: 'buyCoins'; player: number; amount: 1000 | 2500 | 5000 | 10000 }
    | { kind: 'buyBoost'; player: number }
    | { kind: 'refund'; player: number; share: number };

  let buyers: SignedUpPlayer[];
  let checkIns = 0;
  beforeAll(async () => {
    buyers = await Promise.all([0, 1].map(() => signUpVerifiedPlayer(system, 'eco')));
  });

  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.constant({ kind: 'signUp' as const }),
    fc.record({ kind: fc.constant('checkIn' as const), player: fc.nat(1) }),
    fc.record({
      kind: fc.constant('buyCoins' as const),
      player: fc.nat(1),
      amount: fc.constantFrom(1000 as const, 2500 as const, 5000 as const, 10000 as const),
    }),
    fc.record({ kind: fc.constant('buyBoost' as const), player: fc.nat(1) }),
    fc.record({ kind: fc.constant('refund' as const), player: fc.nat(1), share: fc.integer({ min: 1, max: 100 }) }),
  );

  async function perform(s: Step): Promise<void> {
    if (s.kind === 'signUp') {
      await signUpPlayer(system, 'eco');
      return;
    }
    const player = buyers[s.player]!;
    if (s.kind === 'checkIn') {
      // A different zone each time: some claims pass, the ones a zone change within a day refuses change nothing.
      const zones = ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Tokyo', 'America/Los_Angeles'];
      await player.client.post('/api/gamification/daily-checkin', { timeZone: zones[checkIns++ % zones.length] });
    } else if (s.kind === 'buyCoins') {
      const answer = await player.client.post(
        '/api/bank/purchase',
        { amount: s.amount },
        { headers: { 'idempotency-key': crypto.randomUUID() } },
      );
      expect(answer.status).toBe(200);
    } else if (s.kind === 'buyBoost') {
      await player.client.post('/api/shop/purchase', { boostTypeId: 'performance-boost', level: 1 });
    } else {
      const { rows } = await system.services.pool.query<{ payment_id: string; price_cents: number }>(
        'SELECT payment_id, price_cents FROM coin_purchases WHERE user_id = $1 ORDER BY completed_at DESC LIMIT 1',
        [player.userId],
      );
      const paid = rows[0];
      if (!paid) return;
      await handlePlayerCommand<typeof bankSlice>(system.services, player.userId, {
        type: 'ReverseCoinPurchase',
        paymentId: paid.payment_id,
        reason: 'refund',
        reversedCents: Math.max(1, Math.round((paid.price_cents * s.share) / 100)),
        providerEventId: `evt_${crypto.randomUUID()}`,
      });
    }
  }

  it('coin analytics, the ledger export and the trial balance agree after any sequence of economy commands', async () => {
    const pool = system.services.pool;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        for (const s of steps) await perform(s);
        // Read straight from the database, which holds no browser's read-your-writes token.
        await system.runner.catchUp();
        const day = today();
        const coins = await coinAnalytics(pool, { from: null, to: day });
        const { rows: accounts } = await pool.query<{
          account: string;
          kind: string;
          user_id: string | null;
          earned: number;
          purchased: number;
          balance: number;
        }>('SELECT account, kind, user_id, earned, purchased, balance FROM ledger_accounts');
        const balance = (account: string) => accounts.find((a) => a.account === account)?.balance ?? 0;
        const held = accounts.filter((a) => a.kind === 'player').reduce((sum, a) => sum + a.balance, 0);
        expect(await trialBalance(pool)).toEqual({ total: 0, negativePlayers: 0 });
        // Earned from the mint, bought from the bank (less what refunds and disputes returned to it), spent to the sink,
        // and the cards add up: nothing held before, earned + bought = spent + returned + expired + held.
        expect(coins).toMatchObject({ openingCirculation: 0, totalEarned: -balance('system:mint'), totalSpent: balance('system:sink') });
        expect(coins.totalBought - coins.totalReturned).toBe(0 - balance('system:bank'));
        expect(coins.circulation).toBe(held);
        expect(coins.totalEarned + coins.totalBought).toBe(coins.totalSpent + coins.totalReturned + coins.totalExpired + coins.circulation);
        // The explorer's trial balance per lot, and each player's wallet replayed from the log, agree with the ledger.
        const byLot = await trialBalanceByLot(pool);
        expect(byLot.lots.map((l) => l.total)).toEqual([0, 0]);
        expect(byLot.lots.reduce((s, l) => s + l.players, 0)).toBe(held);
        for (const account of accounts.filter((a) => a.kind === 'player')) {
          const replayed = walletAsOf(await system.services.store.read(playerStream(account.user_id!)), system.services.now());
          expect(replayed).toMatchObject({ earned: account.earned, purchased: account.purchased, balance: account.balance });
        }

        const rows = await csvOf(ledgerExportCsv(pool, { from: addDays(day, -1), to: day }));
        const sum = (filter: (r: Record<string, string>) => boolean) => rows.filter(filter).reduce((s, r) => s + Number(r.amount), 0);
        const playerRow = (r: Record<string, string>) => r.account!.startsWith('player:');
        expect(sum(() => true)).toBe(0);
        expect(sum((r) => playerRow(r) && r.counter_account === 'system:mint')).toBe(coins.totalEarned);
        expect(sum((r) => playerRow(r) && r.counter_account === 'system:sink') + coins.totalSpent).toBe(0);
        expect(sum(playerRow)).toBe(coins.circulation);
      }),
      { numRuns: 12 },
    );
  });

  it('the exports have a header row, ISO dates and integer amounts, and the revenue rows sum to the revenue figure', async () => {
    const pool = system.services.pool;
    const day = today();
    await system.runner.catchUp();
    const ledger = await csvOf(ledgerExportCsv(pool, { from: day, to: day }));
    expect(Object.keys(ledger[0]!)).toEqual([
      'occurred_at',
      'event_position',
      'event_id',
      'stream',
      'account',
      'username',
      'email',
      'counter_account',
      'lot',
      'amount',
      'balance_after',
      'lot_balance_after',
      'reason',
      'command_id',
      'actor',
      'correlation_id',
    ]);
    const grant = ledger.find((r) => r.reason === 'signup_grant' && r.account!.startsWith('player:'))!;
    expect(grant).toMatchObject({ counter_account: 'system:mint', lot: 'earned', amount: '1000' });
    expect(new Date(grant.occurred_at!).toISOString()).toBe(grant.occurred_at);
    expect(ledger.every((r) => /^-?\d+$/.test(r.amount!) && /^-?\d+$/.test(r.balance_after!))).toBe(true);

    await buyersBuy();
    // The export reads the read models straight from the database, with no read-your-writes token to wait on.
    await system.runner.catchUp();
    const revenue = await csvOf(revenueCsv(pool, { from: null, to: day }));
    const { rows } = await pool.query<{ cents: number }>('SELECT coalesce(sum(price_cents), 0)::int AS cents FROM coin_purchases');
    const reversed = await pool.query<{ cents: number }>(
      "SELECT coalesce(-sum(amount_cents), 0)::int AS cents FROM analytics_revenue WHERE kind <> 'coin_purchase'",
    );
    expect(revenue.reduce((s, r) => s + Number(r.amount_cents), 0)).toBe(rows[0]!.cents - reversed.rows[0]!.cents);
    expect(revenue.every((r) => r.date === day && /^-?\d+$/.test(r.amount_cents!))).toBe(true);
  });

  it('the ledger CSV shows a formula a player typed as text, and a negative amount as a number', async () => {
    const pool = system.services.pool;
    // A day no other test writes to; the rows go again afterwards, so the ledger's sums elsewhere stay as they are.
    const day = '2020-02-03';
    await pool.query(
      `INSERT INTO users (user_id, username, email, has_password, email_verified, registered_at)
       VALUES ('formula-user', '=HYPERLINK("http://evil.example")', '+1@example.com', true, true, $1)`,
      [`${day}T12:00:00Z`],
    );
    await pool.query(
      `INSERT INTO ledger_entries (event_id, account, lot, counter_account, amount, balance_after, lot_balance_after, reason,
         command_id, actor, correlation_id, stream_id, event_position, occurred_at)
       VALUES ('formula-event', 'player:formula-user', 'earned', 'system:sink', -50, 0, 0, 'boost_purchase', '@cmd', 'formula-user',
         E'\tcorr', 'player-formula-user', '00000000000000000001', $1)`,
      [`${day}T17:00:00Z`],
    );
    try {
      const [row, ...others] = await csvOf(ledgerExportCsv(pool, { from: day, to: day }));
      expect(others).toEqual([]);
      expect(row).toMatchObject({
        username: `'=HYPERLINK("http://evil.example")`,
        email: "'+1@example.com",
        command_id: "'@cmd",
        correlation_id: "'\tcorr",
        amount: '-50',
        account: 'player:formula-user',
      });
    } finally {
      await pool.query("DELETE FROM ledger_entries WHERE event_id = 'formula-event'");
      await pool.query("DELETE FROM users WHERE user_id = 'formula-user'");
    }
  });

  it('exports the ledger as text, each name whole in any script however the reads split it', async () => {
    const pool = system.services.pool;
    // A day no other test writes to; the rows go again afterwards.
    const day = '2020-02-04';
    const name = 'Zoë 🏈 Ünïcødé 足球';
    await pool.query(
      `INSERT INTO users (user_id, username, email, has_password, email_verified, registered_at)
       VALUES ('script-user', $1, 'zoë@example.com', true, true, $2)`,
      [name, `${day}T12:00:00Z`],
    );
    // Enough rows for many reads of the socket, each row mostly characters of several bytes.
    await pool.query(
      `INSERT INTO ledger_entries (event_id, account, lot, counter_account, amount, balance_after, lot_balance_after, reason,
         command_id, actor, correlation_id, stream_id, event_position, occurred_at)
       SELECT 'script-' || g, 'player:script-user', 'earned', 'system:mint', 1, g, g, 'daily_checkin', 'c' || g, 'script-user',
         repeat('ü', 200), 'player-script-user', lpad(g::text, 20, '0'), $1
       FROM generate_series(1, 3000) g`,
      [`${day}T17:00:00Z`],
    );
    try {
      const chunks: unknown[] = [];
      for await (const chunk of ledgerExportCsv(pool, { from: day, to: day })) chunks.push(chunk);
      expect(chunks.length).toBeGreaterThan(10);
      expect(chunks.every((chunk) => typeof chunk === 'string')).toBe(true);
      const [, ...rows] = parseCsv(chunks.join(''));
      expect(rows).toHaveLength(3000);
      expect(new Set(rows.map((row) => `${row[5]} ${row[6]} ${row[15]}`))).toEqual(new Set([`${name} zoë@example.com ${'ü'.repeat(200)}`]));
    } finally {
      await pool.query("DELETE FROM ledger_entries WHERE account = 'player:script-user'");
      await pool.query("DELETE FROM users WHERE user_id = 'script-user'");
    }
  });

  async function buyersBuy() {
    const answer = await buyers[0]!.client.post(
      '/api/bank/purchase',
      { amount: 1000 },
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(answer.status).toBe(200);
  }
});
