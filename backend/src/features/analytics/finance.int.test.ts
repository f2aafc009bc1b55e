import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsDay, MAX_ANALYTICS_RANGE_DAYS, addDays, monthRange, texts, type AdminPaymentsResponse } from '@fr/contracts';
import { awardPrize } from '../prizes';
import { signInAdmin } from '../../testing/admin-test-helpers';
import type { TestClient } from '../../testing/http-client';
import { signUpVerifiedPlayer, startTestSystem, type SignedUpPlayer, type TestSystem } from '../../testing/test-system';
import { startStripeStandIn, type StripeStandIn } from '../../testing/stripe-stand-in';
import { buyThroughStripe, deliverStripeWebhook, stripeTestEnv } from '../../testing/stripe-webhooks';

const WEBHOOK_SECRET = 'whsec_test_fantasy_rewards_finance_0123';
let stripeApi: StripeStandIn;
let system: TestSystem;
let finance: TestClient;
let today: string;
const players: Record<'refunded' | 'disputed' | 'paid', SignedUpPlayer> = {} as never;

/** Test players are named by their e-mail's local part. */
const nameOf = (player: SignedUpPlayer) => player.email.split('@')[0]!;

const webhook = (event: object) => deliverStripeWebhook(system, WEBHOOK_SECRET, event);

/** A 2,500-coin package ($9.99, 500 bonus) paid through Stripe Checkout, charge `pi_{tag}`. */
const buy = (player: SignedUpPlayer, tag: string) => buyThroughStripe(system, WEBHOOK_SECRET, player, `pi_${tag}`);

// A hand-made month: three packages bought, one refunded in full, one disputed in full, and a $50 prize awarded.
beforeAll(async () => {
  stripeApi = await startStripeStandIn();
  system = await startTestSystem({ env: stripeTestEnv(stripeApi, WEBHOOK_SECRET) });
  today = analyticsDay(system.services.now());
  for (const tag of ['refunded', 'disputed', 'paid'] as const) {
    players[tag] = await signUpVerifiedPlayer(system, `fin${tag.slice(0, 4)}`);
    await buy(players[tag], tag);
  }
  await webhook({
    id: 'evt_refund',
    type: 'charge.refunded',
    data: { object: { id: 'ch_r', object: 'charge', payment_intent: 'pi_refunded', amount: 999, amount_refunded: 999, refunded: true } },
  });
  await webhook({
    id: 'evt_dispute',
    type: 'charge.dispute.created',
    data: {
      object: { id: 'dp_1', object: 'dispute', payment_intent: 'pi_disputed', charge: 'ch_d', amount: 999, status: 'needs_response' },
    },
  });
  await awardPrize(system.services, players.paid.userId, {
    awardId: 'finance-draw:0',
    drawId: 'finance-draw',
    raffleId: 'nfl-bronze',
    prizeId: 'nfl-merch-pack',
    name: 'NFL merch pack',
    description: 'A pack of merch',
    value: 50,
    type: 'physical',
    wonAt: system.services.now().toISOString(),
    claimDeadline: new Date(system.services.now().getTime() + 86_400_000).toISOString(),
  });
  await system.runner.catchUp();
  finance = (await signInAdmin(system, 'finance')).client;
});
afterAll(async () => {
  await system?.close();
  await stripeApi?.close();
});

describe('date ranges', () => {
  it('refuses a reversed, malformed or too long range in words, on every ranged route', async () => {
    for (const path of ['/api/admin/analytics/revenue', '/api/admin/payments', '/api/admin/export/revenue', '/api/admin/analytics/coins']) {
      const reversed = await finance.get(`${path}?from=${today}&to=${addDays(today, -1)}`);
      expect(reversed.status).toBe(400);
      expect(reversed.text).toContain('The start date (from) is after the end date (to): swap them.');
      const malformed = await finance.get(`${path}?from=10/01/2026&to=${today}`);
      expect(malformed.status).toBe(400);
      expect(malformed.text).toContain('Give the date as YYYY-MM-DD');
      const long = await finance.get(`${path}?from=${addDays(today, -MAX_ANALYTICS_RANGE_DAYS)}&to=${today}`);
      expect(long.status).toBe(400);
      expect(long.text).toContain(`longer than ${MAX_ANALYTICS_RANGE_DAYS} days`);
    }
    const badMonth = await finance.get('/api/admin/finance/statement?month=2026-13');
    expect(badMonth.status).toBe(400);
    expect(badMonth.text).toContain('Give the month as YYYY-MM');
  });

  it('filters by New York day: a range before today holds none of the payments, revenue or coins', async () => {
    const yesterday = addDays(today, -1);
    expect((await finance.get(`/api/admin/payments?from=${yesterday}&to=${yesterday}`)).json).toEqual({ payments: [], truncated: false });
    const revenue = (await finance.get(`/api/admin/analytics/revenue?from=${yesterday}&to=${yesterday}`)).json;
    expect(revenue).toMatchObject({ coinPurchases: 0, series: [], interval: 'day', currency: 'usd' });
    const todays = (await finance.get(`/api/admin/analytics/revenue?from=${today}&to=${today}`)).json;
    expect(todays).toMatchObject({ coinPurchases: 999, series: [{ period: today, coinPurchases: 999, affiliateCommissions: 0 }] });
    expect(todays).not.toHaveProperty('monthlyRecurring');
  });
});

describe('payments', () => {
  it('lists each purchase with its player by name, its status after refunds and disputes, and filters by status', async () => {
    const { json } = await finance.get(`/api/admin/payments?from=${today}&to=${today}`);
    const byPlayer = new Map((json as AdminPaymentsResponse).payments.map((p) => [p.player.id, p]));
    expect(byPlayer.size).toBe(3);
    expect(byPlayer.get(players.refunded.userId)).toMatchObject({
      player: { kind: 'player', name: nameOf(players.refunded), email: players.refunded.email },
      packageCoins: 2500,
      bonusCoins: 500,
      amountCents: 999,
      currency: 'usd',
      status: 'refunded',
      refundedCents: 999,
      disputedCents: 0,
      provider: 'stripe',
      providerReference: 'pi_refunded',
    });
    expect(byPlayer.get(players.disputed.userId)).toMatchObject({ status: 'disputed', refundedCents: 0, disputedCents: 999 });
    expect(byPlayer.get(players.paid.userId)).toMatchObject({ status: 'paid', reversedAt: null });
    const disputed = await finance.get(`/api/admin/payments?from=${today}&to=${today}&status=disputed`);
    expect((disputed.json!.payments as Array<{ providerReference: string }>).map((p) => p.providerReference)).toEqual(['pi_disputed']);
  });

  it('exports the payments as payments_{from}_{to}.csv with names and currency', async () => {
    const csv = await finance.get(`/api/admin/export/payments?from=${today}&to=${today}&status=refunded`);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="payments_${today}_${today}.csv"`);
    const [header, ...rows] = csv.text.trimEnd().split('\n');
    expect(header).toBe(
      'paid_at,payment_id,user_id,username,email,package_coins,bonus_coins,amount_cents,currency,status,refunded_cents,disputed_cents,provider,provider_reference,test_mode,reversed_at',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(
      `,${players.refunded.userId},${nameOf(players.refunded)},${players.refunded.email},2500,500,999,usd,refunded,999,0,stripe,pi_refunded,`,
    );
  });
});

describe('the coin economy', () => {
  it('adds up, and each card equals the ledger sum of its movements', async () => {
    const { rows } = await system.services.pool.query<Record<string, string>>(
      `SELECT coalesce(sum(amount) FILTER (WHERE amount > 0 AND counter_account = 'system:mint'), 0) AS earned,
         coalesce(sum(amount) FILTER (WHERE amount > 0 AND counter_account <> 'system:mint'), 0) AS bought,
         coalesce(-sum(amount) FILTER (WHERE amount < 0 AND counter_account = 'system:sink'), 0) AS spent,
         coalesce(-sum(amount) FILTER (WHERE amount < 0 AND counter_account <> 'system:sink'), 0) AS returned,
         coalesce(sum(amount), 0) AS held
       FROM ledger_entries WHERE account LIKE 'player:%'`,
    );
    const ledger = rows[0]!;
    for (const range of ['', `?from=${today}&to=${today}`]) {
      const coins = (await finance.get(`/api/admin/analytics/coins${range}`)).json as Record<string, number>;
      expect(coins).toEqual({
        openingCirculation: 0,
        totalEarned: Number(ledger.earned),
        totalBought: Number(ledger.bought),
        totalSpent: Number(ledger.spent),
        totalReturned: Number(ledger.returned),
        totalExpired: 0,
        circulation: Number(ledger.held),
      });
      expect(coins.totalBought).toBe(9000);
      expect(coins.totalReturned).toBe(6000);
      expect(coins.openingCirculation! + coins.totalEarned! + coins.totalBought!).toBe(
        coins.totalSpent! + coins.totalReturned! + coins.totalExpired! + coins.circulation!,
      );
    }
  });
});

describe('the monthly statement', () => {
  it('gives the exact figures of the hand-made month, and every ledger check agrees', async () => {
    const month = today.slice(0, 7);
    const { json } = await finance.get(`/api/admin/finance/statement?month=${month}`);
    expect(json).toEqual({
      month,
      ...monthRange(month),
      currency: 'usd',
      purchases: 3,
      coinsSold: 9000,
      grossRevenueCents: 2997,
      refundsCents: 999,
      disputesCents: 999,
      netRevenueCents: 999,
      coinsTakenBack: 6000,
      prizesAwarded: 1,
      prizesValueCents: 5000,
      unspentPurchasedCoins: 3000,
      ledger: [
        expect.objectContaining({ ours: 9000, theirs: 9000, difference: 0, unit: 'coins' }),
        expect.objectContaining({ ours: 6000, theirs: 6000, difference: 0, unit: 'coins' }),
        expect.objectContaining({ ours: 2997, theirs: 2997, difference: 0, unit: 'cents' }),
      ],
      // The stand-in was never told of these charges (the webhooks were hand-made), so each is ours alone.
      provider: {
        unavailable: null,
        lines: expect.arrayContaining([
          expect.objectContaining({ ours: 2997, theirs: 0, difference: 2997 }),
          expect.objectContaining({ ours: 1998, theirs: 0, difference: 1998 }),
          { check: texts.server.providerCheck.onlyOurs('pi_paid', 'charge'), ours: 999, theirs: 0, difference: 999, unit: 'cents' },
          { check: texts.server.providerCheck.onlyOurs('pi_disputed', 'refund'), ours: 999, theirs: 0, difference: 999, unit: 'cents' },
        ]),
      },
    });
    const previous = (await finance.get(`/api/admin/finance/statement?month=${addDays(`${month}-01`, -1).slice(0, 7)}`)).json;
    expect(previous).toMatchObject({ purchases: 0, grossRevenueCents: 0, unspentPurchasedCoins: 0 });
  });

  it('downloads as statement_{from}_{to}.csv, a line per figure and per check', async () => {
    const month = today.slice(0, 7);
    const { from, to } = monthRange(month);
    const csv = await finance.get(`/api/admin/export/statement?month=${month}`);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="statement_${from}_${to}.csv"`);
    const lines = csv.text.trimEnd().split('\n');
    expect(lines[0]).toBe('month,section,item,value,ledger_value,difference,unit,currency');
    expect(lines).toContain(`${month},figure,grossRevenueCents,2997,,,cents,usd`);
    expect(lines).toContain(`${month},figure,coinsSold,9000,,,coins,`);
    expect(lines.filter((l) => l.includes(',reconciliation,'))).toHaveLength(3);
  });
});
