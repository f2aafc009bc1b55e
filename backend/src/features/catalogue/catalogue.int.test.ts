import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueFieldsOf,
  catalogueSeed,
  coinPackages,
  contestCatalogue,
  offeredChallenges,
  prizeCatalogue,
  raffles,
  texts,
  type AdminAuditResponse,
} from '@fr/contracts';
import { signInAdmin, type SignedInAdmin } from '../../testing/admin-test-helpers';
import { signUpVerifiedPlayer, startTestSystem, type TestSystem } from '../../testing/test-system';

let system: TestSystem;
let admin: SignedInAdmin;
beforeAll(async () => {
  system = await startTestSystem({ env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'false' } });
  admin = await signInAdmin(system, 'admin');
});
afterAll(async () => {
  await system?.close();
});

interface Entry {
  kind: string;
  itemId: string;
  version: number;
  fields: Record<string, unknown>;
}
const entries = async () => ((await admin.client.get('/api/admin/catalogue')).json as unknown as { entries: Entry[] }).entries;
const entryOf = async (kind: string, itemId: string) => (await entries()).find((e) => e.kind === kind && e.itemId === itemId)!;
const put = (kind: string, itemId: string, version: number, fields: object, commandId: string = randomUUID()) =>
  admin.client.put(`/api/admin/catalogue/${kind}/${itemId}`, { commandId, version, fields });

describe('the catalogue', () => {
  it('starts as the constants of contracts, and players see the same', async () => {
    const all = await entries();
    for (const kind of ['prize', 'contest', 'challenge', 'package'] as const) {
      expect(all.filter((e) => e.kind === kind).map((e) => [e.itemId, e.version, e.fields])).toEqual(
        catalogueSeed[kind].map((s) => [s.itemId, 0, catalogueFieldsOf(kind, s.base as never)]),
      );
    }
    const player = await signUpVerifiedPlayer(system, 'cat');
    expect((await player.client.get('/api/bank/packages')).json).toEqual(
      coinPackages.map((p) => ({ amount: p.amount, price: p.priceCents / 100, bonus: p.bonus, popular: p.popular })),
    );
    expect(((await player.client.get('/api/prizes')).json as { prizes: unknown[] }).prizes).toEqual(prizeCatalogue);
    expect(((await player.client.get('/api/contests')).json as { contests: { id: string }[] }).contests.map((c) => c.id)).toEqual(
      contestCatalogue.map((c) => c.id),
    );
    expect(((await player.client.get('/api/gamification/challenges')).json as unknown as { id: string }[]).map((c) => c.id)).toEqual(
      offeredChallenges.map((c) => c.id),
    );
  });

  it('refuses bad prices and links with 400 naming the field, and changes nothing', async () => {
    const pkg = await entryOf('package', 'coins-5000');
    for (const priceCents of [0, -100, 19.99, 10_000_000_000]) {
      const refused = await put('package', 'coins-5000', pkg.version, { ...pkg.fields, priceCents });
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual({
        error: 'validation_failed',
        message: texts.server.cataloguePrice,
        issues: [{ path: 'fields.priceCents', message: texts.server.cataloguePrice }],
      });
    }
    const contest = await entryOf('contest', 'fd-nba-nightly-slam');
    for (const [affiliateUrl, message] of [
      ['http://www.fanduel.com/nba', texts.server.catalogueLinkHttps],
      ['https://www.draftkings.com/nba', texts.server.catalogueLinkHost('FanDuel', ['fanduel.com'])],
    ] as const) {
      const refused = await put('contest', contest.itemId, contest.version, { ...contest.fields, affiliateUrl });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ error: 'validation_failed', issues: [{ path: 'fields.affiliateUrl', message }] });
      const preview = await admin.client.post('/api/admin/catalogue/contest/preview', {
        itemId: contest.itemId,
        fields: { ...contest.fields, affiliateUrl },
      });
      expect(preview.status).toBe(400);
    }
    await system.runner.catchUp();
    expect(await entryOf('package', 'coins-5000')).toEqual(pkg);
    expect(await entryOf('contest', 'fd-nba-nightly-slam')).toEqual(contest);
    const { rows } = await system.services.pool.query('SELECT count(*)::int AS n FROM catalogue_items');
    expect(rows[0].n).toBe(0);
  });

  it('previews without changing, then shows an edit to players at once; a purchase charges the new price', async () => {
    const pkg = await entryOf('package', 'coins-2500');
    const fields = { ...pkg.fields, priceCents: 1299, bonus: 700 };
    const preview = await admin.client.post('/api/admin/catalogue/package/preview', { itemId: 'coins-2500', fields });
    expect(preview.json).toEqual({
      card: { title: '2,500 coins', description: '+700 bonus coins', value: '$12.99', facts: ['Most popular'], link: null, imageUrl: null },
    });
    expect(await entryOf('package', 'coins-2500')).toEqual(pkg);

    const saved = await put('package', 'coins-2500', 0, fields);
    expect(saved.json).toEqual({ message: texts.server.catalogueSaved, version: 1 });
    const player = await signUpVerifiedPlayer(system, 'buyer');
    expect(
      ((await player.client.get('/api/bank/packages')).json as unknown as { amount: number }[]).find((p) => p.amount === 2500),
    ).toEqual({
      amount: 2500,
      price: 12.99,
      bonus: 700,
      popular: true,
    });
    const bought = await player.client.post('/api/bank/purchase', { amount: 2500 }, { headers: { 'idempotency-key': 'cat-1' } });
    expect(bought.json).toMatchObject({ status: 'completed', coinsAdded: 3200 });
    const receipt = await player.client.get(`/api/bank/receipts/${String(bought.json!.purchaseId)}`);
    expect(receipt.json).toMatchObject({ coins: 2500, bonus: 700, totalCoins: 3200, priceCents: 1299 });

    const contest = await entryOf('contest', 'dk-nfl-sunday-millionaire');
    const link = 'https://www.draftkings.com/lobby?offer=nfl-sunday-millionaire';
    expect((await put('contest', contest.itemId, 0, { ...contest.fields, title: 'NFL Sunday Max', affiliateUrl: link })).status).toBe(200);
    const shown = (
      (await player.client.get('/api/contests')).json as { contests: { id: string; title: string; affiliateUrl: string }[] }
    ).contests.find((c) => c.id === contest.itemId)!;
    expect(shown).toMatchObject({ title: 'NFL Sunday Max', affiliateUrl: link });
    const click = await player.client.post('/api/track-affiliate-click', {
      platform: 'DraftKings',
      contestId: contest.itemId,
      affiliateUrl: link,
    });
    expect(click.status).toBe(200);
    expect(String(click.json!.url)).toMatch(/^https:\/\/www\.draftkings\.com\/lobby\?offer=nfl-sunday-millionaire&/);

    await system.runner.catchUp();
    const audit = (await admin.client.get('/api/admin/audit')).json as AdminAuditResponse;
    expect(audit.entries.filter((e) => e.type === 'CatalogueItemChanged').map((e) => [e.actor.name, e.summary])).toEqual([
      [admin.admin.username, expect.stringContaining('Contest')],
      [admin.admin.username, 'Coin packages · 2,500 coins: Bonus coins 500 → 700; Price in cents 999 → 1299'],
    ]);
  });

  it('names and values prizes and challenges as edited wherever players see them: raffle cards, rules, check-in', async () => {
    const raffle = raffles.find((r) => r.id === 'nfl-bronze')!;
    const prize = await entryOf('prize', raffle.prize.id);
    const renamed = { ...prize.fields, title: 'Team Jersey of Your Choice', estimatedValue: 275, prizeValue: '$275' };
    expect((await put('prize', prize.itemId, prize.version, renamed)).status).toBe(200);
    const challenge = await entryOf('challenge', 'signup-fanduel');
    expect((await put('challenge', challenge.itemId, challenge.version, { ...challenge.fields, name: 'Join FanDuel today' })).status).toBe(
      200,
    );

    const player = await signUpVerifiedPlayer(system, 'sees');
    const card = ((await player.client.get('/api/raffles')).json as { raffles: Record<string, unknown>[] }).raffles.find(
      (r) => r.id === raffle.id,
    );
    expect(card).toMatchObject({ prize: 'Team Jersey of Your Choice', prizeValue: '$275', prizeEstimatedValue: 275 });
    expect((await player.client.get(`/api/raffles/${raffle.id}/rules`)).json).toMatchObject({
      prize: { title: 'Team Jersey of Your Choice', estimatedValue: 275 },
    });
    const progress = (await player.client.get('/api/gamification/daily-checkin-progress')).json as {
      remainingSignups: { id: string; name: string }[];
    };
    expect(progress.remainingSignups.find((c) => c.id === 'signup-fanduel')).toMatchObject({ name: 'Join FanDuel today' });
  });

  it('pays a streak challenge the reward an admin set, on the check-in that completes it', async () => {
    const streak = await entryOf('challenge', 'streak-3');
    expect((await put('challenge', 'streak-3', streak.version, { ...streak.fields, coinReward: 321 })).status).toBe(200);
    const player = await signUpVerifiedPlayer(system, 'streak');
    const realNow = system.services.now;
    const claims: unknown[] = [];
    try {
      for (const day of ['2026-11-22', '2026-11-23', '2026-11-24']) {
        system.services.now = () => new Date(`${day}T15:00:00Z`);
        claims.push((await player.client.post('/api/gamification/daily-checkin', { timeZone: 'America/New_York' })).json);
      }
    } finally {
      system.services.now = realNow;
    }
    expect(claims.at(-1)).toMatchObject({ currentStreak: 3, totalAwarded: 50 + 321 });
  });

  it('refuses an edit of a version changed since with 409, and records a retried request once', async () => {
    const prize = await entryOf('prize', 'smart-tv');
    const commandId = randomUUID();
    const first = await put('prize', 'smart-tv', 0, { ...prize.fields, availableQuantity: 8 }, commandId);
    expect(first.status).toBe(200);
    expect((await put('prize', 'smart-tv', 0, { ...prize.fields, availableQuantity: 8 }, commandId)).json).toEqual(first.json);
    const stale = await put('prize', 'smart-tv', 0, { ...prize.fields, availableQuantity: 3 });
    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({ error: 'conflict', message: texts.server.catalogueChangedSince });
    expect(await entryOf('prize', 'smart-tv')).toMatchObject({ version: 1, fields: { availableQuantity: 8 } });
  });

  it('lets the auditor read and preview but not change; finance and players not at all', async () => {
    const auditor = await signInAdmin(system, 'auditor');
    const finance = await signInAdmin(system, 'finance');
    const player = await signUpVerifiedPlayer(system, 'nosy');
    const pkg = await entryOf('package', 'coins-1000');
    const body = { commandId: randomUUID(), version: pkg.version, fields: { ...pkg.fields, priceCents: 1 } };
    expect((await auditor.client.get('/api/admin/catalogue')).status).toBe(200);
    expect((await auditor.client.post('/api/admin/catalogue/package/preview', { itemId: 'coins-1000', fields: pkg.fields })).status).toBe(
      200,
    );
    expect((await auditor.client.put('/api/admin/catalogue/package/coins-1000', body)).status).toBe(403);
    expect((await finance.client.get('/api/admin/catalogue')).status).toBe(403);
    expect((await finance.client.put('/api/admin/catalogue/package/coins-1000', body)).status).toBe(403);
    expect((await player.client.get('/api/admin/catalogue')).status).toBe(401);
    expect(await entryOf('package', 'coins-1000')).toEqual(pkg);
  });
});
