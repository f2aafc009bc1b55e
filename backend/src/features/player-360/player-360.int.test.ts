import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_EMAILS_PER_ACCOUNT, adminLedgerPlayerPath, texts, type Player360Response } from '@fr/contracts';
import { signInAdmin, type SignedInAdmin } from '../../testing/admin-test-helpers';
import { startSmtpStandIn, type SmtpStandIn } from '../../testing/smtp-stand-in';
import { recordTeam } from '../../testing/team-fixtures';
import {
  declareEligibility,
  shippingAddress,
  signUpPlayer,
  signUpVerifiedPlayer,
  startTestSystem,
  type SignedUpPlayer,
  type TestSystem,
} from '../../testing/test-system';
import { scoreTeam, scoringTiers } from '../fantasy';
import { awardPrize } from '../prizes';

let system: TestSystem;
let smtp: SmtpStandIn;
let admin: SignedInAdmin;
let auditor: SignedInAdmin;
const clock = new Date('2026-11-20T15:00:00Z');

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  system = await startTestSystem({ smtp, env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'false' } });
  system.services.now = () => clock;
  admin = await signInAdmin(system, 'admin');
  auditor = await signInAdmin(system, 'auditor');
});
afterAll(async () => {
  await system?.close();
  await smtp?.close();
});

const page = (client: SignedInAdmin['client'], userId: string) => client.get(`/api/admin/players/${encodeURIComponent(userId)}`);
const signInAgain = async (player: SignedUpPlayer) => {
  const client = system.client();
  expect((await client.post('/api/auth/signin', { email: player.email, password: player.password })).status).toBe(200);
  return client;
};

describe('the player 360', () => {
  it("shows a player's balance by lot, purchase, team, tickets, entry, claim, sessions and eligibility, never the date of birth", async () => {
    const player = await signUpVerifiedPlayer(system, 'p360');
    await declareEligibility(player, { dateOfBirth: '1990-05-01', state: 'CA' });
    const bought = await player.client.post('/api/bank/purchase', { amount: 1000 }, { headers: { 'idempotency-key': 'p360-buy' } });
    expect(bought.status).toBe(200);
    const week = '2026-11-17';
    const teamId = `t-${player.userId}`;
    await recordTeam(system.services, { userId: player.userId, teamId, week, currentPoints: 170 });
    await scoreTeam(system.services, player.userId, teamId, await scoringTiers(system.services.pool), 'test');
    expect((await player.client.post('/api/raffles/nfl-bronze/free-entry', { acceptRules: true })).status).toBe(201);
    await awardPrize(system.services, player.userId, {
      awardId: 'p360-draw:0',
      drawId: 'p360-draw',
      raffleId: 'nfl-bronze',
      prizeId: 'nfl-merch-pack',
      name: 'NFL Team Merchandise Pack',
      description: 'A prize the player claims.',
      value: 250,
      type: 'physical',
      wonAt: clock.toISOString(),
      claimDeadline: new Date(clock.getTime() + 14 * 86_400_000).toISOString(),
    });
    const claimed = await player.client.post('/api/prizes/won/p360-draw%3A0/claim', { acceptRules: true, shippingAddress });
    expect(claimed.status).toBe(200);
    await signInAgain(player);
    await system.runner.catchUp();

    const response = await page(auditor.client, player.userId);
    expect(response.status).toBe(200);
    const body = response.json as unknown as Player360Response;
    expect(body.player).toMatchObject({ userId: player.userId, email: player.email, emailVerified: true, locked: false });
    expect(body.balance.purchased).toBe(bought.json?.coinsAdded);
    expect(body.balance.total).toBe(body.balance.earned + body.balance.purchased);
    expect(body.purchases).toEqual([
      expect.objectContaining({ purchaseId: bought.json?.purchaseId, provider: 'sandbox', priceCents: expect.any(Number) }),
    ]);
    expect(body.teams).toEqual([
      { id: teamId, sport: 'NFL', name: 'Chiefs Kingdom', league: 'L', week, currentPoints: 170, projectedPoints: 150 },
    ]);
    expect(body.tickets.earned.length).toBeGreaterThan(0);
    expect(body.tickets.entered).toEqual([{ raffleId: 'nfl-bronze', raffleName: expect.any(String), earned: 0, free: 1 }]);
    expect(body.entries).toEqual([expect.objectContaining({ raffleId: 'nfl-bronze', source: 'free', outcome: 'pending' })]);
    expect(body.entriesTotal).toBe(1);
    expect(body.prizes).toEqual([expect.objectContaining({ id: 'p360-draw:0', status: 'claimed', claimDeadline: expect.any(String) })]);
    expect(body.prizes[0]).not.toHaveProperty('redeemCode');
    expect(body.notifications.length).toBeGreaterThan(0);
    expect(body.sessions).toHaveLength(2);
    expect(body.sessions[0]).toEqual(expect.objectContaining({ network: expect.any(String), signedInAt: expect.any(String) }));
    expect(body.eligibility).toMatchObject({ state: 'CA', ageBand: '21-plus', raffle: { eligible: true } });
    expect(JSON.stringify(body)).not.toContain('1990-05-01');
    expect(body.limits).toMatchObject({ selfExcludedUntil: null, purchasedThisMonthUsd: expect.any(Number) });
    expect(body.ledger.explorerLink).toBe(adminLedgerPlayerPath(player.userId));
    expect(body.ledger.events.length).toBeGreaterThan(0);
    expect(body.ledger.events[0]!.streamPosition).toBe(body.ledger.total);

    // The admin sees the same page; a player's own session is no admin session.
    expect((await page(admin.client, player.userId)).status).toBe(200);
    expect((await page(player.client, player.userId)).status).toBe(401);
  });

  it('answers an unknown player with 404 in words', async () => {
    const response = await page(admin.client, '00000000-0000-4000-8000-000000000000');
    expect([response.status, response.json]).toEqual([404, { error: 'not_found', message: texts.server.playerNotFound }]);
  });
});

describe('sign out everywhere', () => {
  it('ends every session of the player: the next request of each of their cookies is signed out; the audit trail says so', async () => {
    const player = await signUpPlayer(system, 'p360out');
    const second = await signInAgain(player);
    expect((await player.client.get('/api/coins')).status).toBe(200);
    expect((await auditor.client.post(`/api/admin/players/${player.userId}/sign-out-everywhere`)).status).toBe(403);

    const response = await admin.client.post(`/api/admin/players/${player.userId}/sign-out-everywhere`);
    expect([response.status, response.json]).toEqual([200, { message: texts.server.signedOutEverywhere(2) }]);
    for (const client of [player.client, second]) expect((await client.get('/api/coins')).status).toBe(401);
    expect(((await page(admin.client, player.userId)).json as unknown as Player360Response).sessions).toEqual([]);

    const audit = await admin.client.get('/api/admin/audit');
    expect(audit.json?.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'PlayerSignedOutEverywhere',
          subject: expect.objectContaining({ id: player.userId, kind: 'player' }),
          summary: '2 sessions ended',
        }),
      ]),
    );
    expect((await admin.client.post('/api/admin/players/nobody/sign-out-everywhere')).status).toBe(404);
  });
});

describe('resend verification', () => {
  it("sends a new link to the player's own address, within the player's own rate limit; 409 once verified", async () => {
    const player = await signUpPlayer(system, 'p360mail');
    await smtp.next(player.email, /Verify your email/);
    const resend = () => admin.client.post(`/api/admin/players/${player.userId}/resend-verification`);
    expect((await auditor.client.post(`/api/admin/players/${player.userId}/resend-verification`)).status).toBe(403);

    const first = await resend();
    expect([first.status, first.json]).toEqual([200, { message: texts.server.verificationSent(player.email) }]);
    expect((await smtp.next(player.email, /Verify your email/)).to).toContain(player.email);
    const audit = await admin.client.get('/api/admin/audit');
    expect(audit.json?.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'VerificationResentByAdmin', subject: expect.objectContaining({ id: player.userId }) }),
      ]),
    );
    for (let sent = 1; sent < VERIFICATION_EMAILS_PER_ACCOUNT; sent++) expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(429);

    const verified = await signUpVerifiedPlayer(system, 'p360done');
    const refused = await admin.client.post(`/api/admin/players/${verified.userId}/resend-verification`);
    expect([refused.status, refused.json]).toEqual([409, { error: 'conflict', message: texts.server.alreadyVerified }]);
  });
});
