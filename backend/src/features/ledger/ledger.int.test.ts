import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminAuditResponse,
  IntegrityChecksResponse,
  LedgerBalanceResponse,
  LedgerStreamResponse,
  TrialBalanceResponse,
} from '@fr/contracts';
import { signInAdmin, type SignedInAdmin } from '../../testing/admin-test-helpers';
import { signUpPlayer, startTestSystem, type SignedUpPlayer, type TestSystem } from '../../testing/test-system';

let system: TestSystem;
let finance: SignedInAdmin;
let admin: SignedInAdmin;
let player: SignedUpPlayer;
let stream: LedgerStreamResponse;
beforeAll(async () => {
  system = await startTestSystem();
  finance = await signInAdmin(system, 'finance');
  admin = await signInAdmin(system, 'admin');
  player = await signUpPlayer(system, 'ledger');
  expect((await player.client.post('/api/gamification/daily-checkin', { timeZone: 'America/New_York' })).status).toBe(200);
  expect((await player.client.post('/api/shop/purchase', { boostTypeId: 'performance-boost', level: 1 })).status).toBe(200);
  stream = (await finance.client.get(`/api/admin/ledger/players/${player.userId}/events`)).json as unknown as LedgerStreamResponse;
});
afterAll(async () => {
  await system?.close();
});

const coinEvents = () => [...stream.events].reverse().filter((e) => e.coins);

describe("a player's stream", () => {
  it('lists every event newest first with its cause and its effect on the wallet', () => {
    expect(stream.player).toEqual({ userId: player.userId, username: expect.stringMatching(/^ledger/), email: player.email });
    expect(stream.streamId).toBe(`player-${player.userId}`);
    expect(coinEvents().map((e) => e.label)).toEqual(['Sign-up gift', 'Daily check-in reward', 'Boost bought in the shop']);
    expect(coinEvents().map((e) => [e.type, e.data.reason, e.coins])).toEqual([
      [
        'CoinsCredited',
        'signup_grant',
        { amount: 1000, earned: 1000, purchased: 0, balanceAfter: 1000, earnedAfter: 1000, purchasedAfter: 0 },
      ],
      [
        'CoinsCredited',
        'daily_checkin',
        { amount: 50, earned: 50, purchased: 0, balanceAfter: 1050, earnedAfter: 1050, purchasedAfter: 0 },
      ],
      [
        'CoinsDebited',
        'boost_purchase',
        { amount: -500, earned: -500, purchased: 0, balanceAfter: 550, earnedAfter: 550, purchasedAfter: 0 },
      ],
    ]);
    expect(stream.events.map((e) => e.streamPosition)).toEqual([...stream.events.map((e) => e.streamPosition)].sort((a, b) => b - a));
    // The check-in came from a request of the player: the request id is on every event it appended.
    const checkIn = stream.events.filter((e) => e.cause.command === 'CheckIn');
    expect(checkIn.length).toBeGreaterThan(0);
    for (const event of checkIn)
      expect(event.cause).toEqual({
        command: 'CheckIn',
        correlationId: expect.stringMatching(/^request:/),
        actor: player.userId,
        label: 'Daily check-in',
        by: { id: player.userId, kind: 'player', name: stream.player.username, email: player.email },
      });
    expect(new Set(checkIn.map((e) => e.cause.correlationId)).size).toBe(1);
  });

  it('pages, and answers 404 for an unknown player and 400 for a bad page size', async () => {
    const second = (await finance.client.get(`/api/admin/ledger/players/${player.userId}/events?page=2&pageSize=1`))
      .json as unknown as LedgerStreamResponse;
    expect(second.events.map((e) => e.eventId)).toEqual([stream.events[1]!.eventId]);
    expect(second.total).toBe(stream.total);
    expect((await finance.client.get('/api/admin/ledger/players/nobody/events')).status).toBe(404);
    expect((await finance.client.get(`/api/admin/ledger/players/${player.userId}/events?pageSize=5000`)).status).toBe(400);
  });
});

describe('balance as of a moment', () => {
  const balanceAt = async (asOf: string) =>
    (await finance.client.get(`/api/admin/ledger/players/${player.userId}/balance?asOf=${encodeURIComponent(asOf)}`))
      .json as unknown as LedgerBalanceResponse;

  it('replays the events up to that moment and agrees with the ledger entries at each step', async () => {
    const [welcome, checkIn, purchase] = coinEvents();
    const before = new Date(Date.parse(welcome!.recordedAt) - 1).toISOString();
    expect(await balanceAt(before)).toMatchObject({
      replayed: { balance: 0, earned: 0, purchased: 0, lastEventAt: null },
      ledger: { balance: 0, earned: 0, purchased: 0 },
      matches: true,
    });
    for (const [event, balance] of [
      [welcome!, 1000],
      [checkIn!, 1050],
      [purchase!, 550],
    ] as const) {
      const answer = await balanceAt(event.recordedAt);
      expect(answer.replayed).toMatchObject({ balance, earned: balance, purchased: 0 });
      expect(answer.ledger).toEqual({ balance, earned: balance, purchased: 0 });
      expect(answer.matches).toBe(true);
    }
  });

  it('refuses a moment that is not a date-time', async () => {
    const answer = await finance.client.get(`/api/admin/ledger/players/${player.userId}/balance?asOf=yesterday`);
    expect(answer.status).toBe(400);
  });
});

describe('trial balance', () => {
  it('sums every account to zero per lot, with what the players hold against the system accounts', async () => {
    const trial = (await finance.client.get('/api/admin/ledger/trial-balance')).json as unknown as TrialBalanceResponse;
    expect(trial.balanced).toBe(true);
    expect(trial.negativePlayers).toBe(0);
    expect(trial.playerAccounts).toBe(1);
    expect(trial.lots).toEqual([
      { lot: 'earned', players: 550, system: -550, total: 0 },
      { lot: 'purchased', players: 0, system: 0, total: 0 },
    ]);
    expect(trial.systemAccounts).toEqual([
      { account: 'system:mint', earned: -1050, purchased: 0, balance: -1050 },
      { account: 'system:sink', earned: 500, purchased: 0, balance: 500 },
    ]);
  });
});

describe('integrity check', () => {
  // Starting a check is for the admin role (admin-route-matrix.int.test.ts); every role reads the reports.
  const run = async (client = admin.client) => {
    const queued = await client.post('/api/admin/ledger/integrity-checks', {});
    expect(queued.status).toBe(202);
    const checkId = String(queued.json?.checkId);
    let check: IntegrityChecksResponse['checks'][number] | undefined;
    await expect
      .poll(
        async () => {
          const list = (await client.get('/api/admin/ledger/integrity-checks')).json as unknown as IntegrityChecksResponse;
          check = list.checks.find((c) => c.checkId === checkId);
          return check?.status;
        },
        { timeout: 30_000 },
      )
      .not.toBe('queued');
    return check!;
  };

  it('rebuilds every read model in a scratch schema, finds them equal, then finds a balance edited behind the log', async () => {
    const clean = await run();
    expect(clean).toMatchObject({
      status: 'passed',
      requestedBy: admin.admin.adminId,
      requester: { id: admin.admin.adminId, kind: 'admin', name: admin.admin.username, email: admin.admin.email },
    });
    expect(clean.events).toBeGreaterThan(0);
    expect(clean.projectors.map((p) => p.projector)).toEqual(system.services.projectors.map((p) => p.name));
    expect(clean.projectors.every((p) => p.compared && p.equal)).toBe(true);

    await system.services.pool.query(`UPDATE ledger_accounts SET earned = earned + 1, balance = balance + 1 WHERE account = $1`, [
      `player:${player.userId}`,
    ]);
    try {
      const tampered = await run();
      expect(tampered.status).toBe('failed');
      const coins = tampered.projectors.find((p) => p.projector === 'coins')!;
      expect(coins).toMatchObject({ compared: true, equal: false });
      const accounts = coins.tables.find((t) => t.table === 'ledger_accounts')!;
      expect(accounts.missing).toEqual([expect.stringContaining(`(player:${player.userId},player,${player.userId},550,0,550,`)]);
      expect(accounts.unexpected).toEqual([expect.stringContaining(`(player:${player.userId},player,${player.userId},551,0,551,`)]);
      expect(tampered.projectors.filter((p) => !p.equal).map((p) => p.projector)).toEqual(['coins']);
    } finally {
      await system.services.pool.query(`UPDATE ledger_accounts SET earned = earned - 1, balance = balance - 1 WHERE account = $1`, [
        `player:${player.userId}`,
      ]);
    }
    const schemas = await system.services.pool.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'integrity_%'`);
    expect(schemas.rows).toEqual([]);
  });

  it('shows who asked in the audit trail', async () => {
    const audit = (await (await signInAdmin(system, 'auditor')).client.get('/api/admin/audit')).json as unknown as AdminAuditResponse;
    const requests = audit.entries.filter((e) => e.type === 'IntegrityCheckRequested');
    expect(requests.length).toBe(2);
    expect(requests.every((e) => e.actor.id === admin.admin.adminId && e.actor.name === admin.admin.username)).toBe(true);
    expect(requests[0]?.action).toBe('Ran the ledger integrity check');
  });
});

describe('a prize claim in the explorer', () => {
  it("shows the redeem code to the admin role only, the claim's state and age to every role", async () => {
    const winner = await signUpPlayer(system, 'claim');
    const redeemCode = 'WXYZ-WXYZ-WXYZ-WXYZ';
    await system.services.store.append(`player-${winner.userId}`, [
      {
        eventId: `claim-${winner.userId}`,
        type: 'PrizeClaimed',
        data: {
          userId: winner.userId,
          awardId: 'award-1',
          state: 'NY',
          ageAtClaim: 30,
          taxDetailsOnFile: false,
          redeemCode,
          claimedAt: new Date().toISOString(),
        },
      },
    ]);
    const claimSeenBy = async (role: 'admin' | 'finance' | 'auditor') => {
      const { client } = role === 'finance' ? finance : await signInAdmin(system, role);
      const response = await client.get(`/api/admin/ledger/players/${winner.userId}/events`);
      expect(response.status, `${role}: ${JSON.stringify(response.json)}`).toBe(200);
      return (response.json as unknown as LedgerStreamResponse).events.find((e) => e.type === 'PrizeClaimed')?.data;
    };
    expect(await claimSeenBy('admin')).toMatchObject({ state: 'NY', ageAtClaim: 30, redeemCode });
    expect(await claimSeenBy('finance')).toMatchObject({ state: 'NY', ageAtClaim: 30, redeemCode: '[redacted]' });
    expect(await claimSeenBy('auditor')).toMatchObject({ state: 'NY', ageAtClaim: 30, redeemCode: '[redacted]' });
  });
});
