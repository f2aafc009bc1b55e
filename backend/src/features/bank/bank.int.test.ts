import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_RESERVATION_MS, CLICK_SUB_ID_PARAM, challengeClickPath, playerStream, texts } from '@fr/contracts';
import { coinsOf, signUpVerifiedPlayer, startTestSystem, type SignedUpPlayer, type TestSystem } from '../../testing/test-system';
import { postPartnerPostback } from '../../testing/partner-postback';
import { scopedPaymentKey } from './payments';
import { stripeTestEnv } from '../../testing/stripe-webhooks';
import { startStripeStandIn, type StripeStandIn } from '../../testing/stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_test_fantasy_rewards_0123456789';
const PARTNER_SECRET = 'draftkings-postback-secret-0123456789';
let stripeApi: StripeStandIn;
let system: TestSystem;
let clock = new Date('2026-11-20T17:00:00Z');
const stripe = new Stripe('sk_test_signing_only');

beforeAll(async () => {
  stripeApi = await startStripeStandIn();
  system = await startTestSystem({
    env: {
      ...stripeTestEnv(stripeApi, WEBHOOK_SECRET),
      TRUST_PROXY_HOPS: '1',
      AFFILIATE_SECRETS: `draftkings=${PARTNER_SECRET}`,
    },
  });
  system.services.now = () => clock;
});
afterAll(async () => {
  await system?.close();
  await stripeApi?.close();
});

const player = () => signUpVerifiedPlayer(system, 'pay');
const refused = async (userId: string) => {
  await system.runner.catchUp();
  const { rows } = await system.services.pool.query(
    'SELECT payment_id, reason, price_cents FROM refused_purchases WHERE user_id = $1 ORDER BY refused_at, payment_id',
    [userId],
  );
  return rows;
};
const coins = coinsOf;

function completedEvent(sessionId: string, userId: string, eventId: string, amountTotal = 999, paymentIntent: string | null = null) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: paymentIntent,
        amount_total: amountTotal,
        currency: 'usd',
        client_reference_id: userId,
        metadata: { userId, packageAmount: '2500', coins: '2500', bonus: '500' },
      },
    },
  });
}

const webhook = (payload: string, secret = WEBHOOK_SECRET) =>
  fetch(`${system.url}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }) },
    body: payload,
  });

describe('buying coins through Stripe Checkout', () => {
  it('credits coins only on a verified checkout.session.completed, once per session, as a purchased lot', async () => {
    const { client, userId } = await player();
    const purchase = await client.post('/api/bank/purchase', { amount: 2500 });
    expect(purchase.json).toMatchObject({ status: 'pending' });
    const sessionId = purchase.json!.sessionId as string;
    expect(await coins(client)).toBe(1000);

    expect((await webhook(completedEvent(sessionId, userId, 'evt_1'), 'whsec_wrong_secret_000000000000')).status).toBe(401);
    expect(await coins(client)).toBe(1000);

    const delivered = await webhook(completedEvent(sessionId, userId, 'evt_1'));
    expect(delivered.status).toBe(200);
    expect(await coins(client)).toBe(4000);
    const replay = await webhook(completedEvent(sessionId, userId, 'evt_1'));
    // A replay is answered like the first delivery, so Stripe stops retrying, and credits nothing.
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true });
    expect(await coins(client)).toBe(4000);
    expect((await webhook(completedEvent(sessionId, userId, 'evt_2'))).status).toBe(200);
    expect(await coins(client)).toBe(4000);

    await system.runner.catchUp();
    const { rows } = await system.services.pool.query<{ lot: string; amount: number }>(
      `SELECT lot, sum(amount)::bigint AS amount FROM ledger_entries WHERE account = $1 GROUP BY lot ORDER BY lot`,
      [`player:${userId}`],
    );
    // The sign-up gift is earned; the package and its bonus are purchased coins (decision 0015).
    expect(rows).toEqual([
      { lot: 'earned', amount: 1000 },
      { lot: 'purchased', amount: 3000 },
    ]);
  });

  it('takes the coins of a refunded package back, keeps a debt for what was spent, and counts each refund once', async () => {
    const { client, userId } = await player();
    const sessionId = (await client.post('/api/bank/purchase', { amount: 2500 })).json!.sessionId as string;
    expect((await webhook(completedEvent(sessionId, userId, 'evt_paid', 999, 'pi_refund_1'))).status).toBe(200);
    expect(await coins(client)).toBe(4000);
    const refund = (eventId: string, refunded: number) =>
      JSON.stringify({
        id: eventId,
        object: 'event',
        type: 'charge.refunded',
        data: {
          object: {
            id: 'ch_1',
            object: 'charge',
            payment_intent: 'pi_refund_1',
            amount: 999,
            amount_refunded: refunded,
            refunded: refunded >= 999,
          },
        },
      });
    // Half refunded: half the paid coins and half the bonus go back.
    expect((await webhook(refund('evt_refund_half', 500))).status).toBe(200);
    expect(await coins(client)).toBe(4000 - 1501);
    expect((await webhook(refund('evt_refund_half', 500))).status).toBe(200);
    expect(await coins(client)).toBe(4000 - 1501);
    // The player spends nearly everything (on Style items, which purchased coins pay for: decision 0015), then a
    // dispute takes the rest: what is missing becomes a debt.
    for (const itemId of ['frame-emerald', 'frame-sapphire']) {
      expect((await client.post('/api/shop/styles/purchase', { itemId })).status).toBe(200);
    }
    expect(
      (
        await webhook(
          JSON.stringify({
            id: 'evt_dispute',
            object: 'event',
            type: 'charge.dispute.created',
            data: {
              object: {
                id: 'dp_1',
                object: 'dispute',
                payment_intent: 'pi_refund_1',
                charge: 'ch_1',
                amount: 999,
                status: 'needs_response',
              },
            },
          }),
        )
      ).status,
    ).toBe(200);
    expect(await coins(client)).toBe(0);
    await system.runner.catchUp();
    const { rows } = await system.services.pool.query<{ debt: number }>(
      `SELECT coalesce(sum((data->>'debt')::int), 0)::int AS debt FROM es_events WHERE stream_id = $1 AND type = 'CoinPurchaseReversed'`,
      [`player-${userId}`],
    );
    expect(rows[0]!.debt).toBe(1499 - 999);
    const sums = await system.services.pool.query<{ total: number; negatives: number }>(
      `SELECT coalesce(sum(balance), 0)::bigint AS total, count(*) FILTER (WHERE kind = 'player' AND balance < 0)::int AS negatives FROM ledger_accounts`,
    );
    expect(sums.rows[0]).toEqual({ total: 0, negatives: 0 });
    // A refund for a charge we do not know is refused, so the provider retries later.
    expect(
      (
        await webhook(
          JSON.stringify({
            id: 'evt_x',
            object: 'event',
            type: 'charge.refunded',
            data: { object: { id: 'ch_x', object: 'charge', payment_intent: 'pi_unknown', amount: 999, amount_refunded: 999 } },
          }),
        )
      ).status,
    ).toBe(404);
  });

  it('answers 200 to a signed webhook whose price is not the package price, credits nothing and records it', async () => {
    const { client, userId } = await player();
    // Stripe retries any other answer for days: the refusal is recorded and logged instead.
    const cheap = await webhook(completedEvent('cs_fake', userId, 'evt_cheap', 1, 'pi_cheap'));
    expect(cheap.status).toBe(200);
    expect(await cheap.json()).toEqual({ received: true });
    expect((await client.post('/api/bank/purchase', { amount: 1234 })).status).toBe(400);
    expect((await client.post('/api/bank/purchase', { amount: -5 })).status).toBe(400);
    expect(await coins(client)).toBe(1000);
    expect(await refused(userId)).toEqual([{ payment_id: 'cs_fake', reason: 'price_mismatch', price_cents: 1 }]);
  });
});

describe('responsible play with Stripe Checkout', () => {
  const setLimit = (p: SignedUpPlayer, monthlyLimitUsd: number) =>
    p.client.request('PUT', '/api/profile/purchase-limit', { body: { monthlyLimitUsd } });
  /** Opens a $4.99 checkout; its session id when it opened, else the refusal. */
  const open = async (p: SignedUpPlayer, key: string) => {
    const answer = await p.client.post('/api/bank/purchase', { amount: 1000 }, { headers: { 'idempotency-key': key } });
    return answer.status === 200 ? { sessionId: answer.json!.sessionId as string, checkoutId: scopedPaymentKey(p.userId, key) } : answer;
  };
  const pay = (p: SignedUpPlayer, checkout: { sessionId: string; checkoutId: string }, eventId: string) =>
    webhook(
      JSON.stringify({
        id: eventId,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: checkout.sessionId,
            object: 'checkout.session',
            payment_status: 'paid',
            payment_intent: `pi_${eventId}`,
            amount_total: 499,
            currency: 'usd',
            client_reference_id: p.userId,
            metadata: { userId: p.userId, packageAmount: '1000', coins: '1000', bonus: '0', checkoutId: checkout.checkoutId },
          },
        },
      }),
    );
  const paidCents = async (userId: string) =>
    (await system.services.store.read(playerStream(userId)))
      .filter((e) => e.type === 'CoinPurchaseCompleted')
      .reduce((sum, e) => sum + (e.data as { priceCents: number }).priceCents, 0);

  it('never lets the checkouts of a $10 limit pay more than $10, opened one after another or paid late', async () => {
    clock = new Date('2026-11-20T17:00:00Z');
    const p = await player();
    expect((await setLimit(p, 10)).status).toBe(200);
    const opened = [];
    for (let i = 0; i < 14; i++) opened.push(await open(p, `seq-${i}`));
    const sessions = opened.filter((o) => 'sessionId' in o);
    expect(sessions).toHaveLength(2);
    expect(opened.filter((o) => 'status' in o).map((o) => ('status' in o ? o.json : null))).toEqual(
      Array(12).fill({ error: 'business_rule', message: texts.server.purchaseLimitReached('$10') }),
    );
    const [first, second] = sessions as Array<{ sessionId: string; checkoutId: string }>;
    expect((await pay(p, second!, 'evt_seq_2')).status).toBe(200);
    // The first checkout is left unpaid until its reservation lapses; a new one takes its place.
    clock = new Date(clock.getTime() + CHECKOUT_RESERVATION_MS);
    const third = await open(p, 'seq-late');
    expect(third).toHaveProperty('sessionId');
    expect(await open(p, 'seq-late-2')).toMatchObject({ status: 422 });
    // A payment for the lapsed checkout arriving now would make $14.97: it is refused, not credited.
    expect((await pay(p, first!, 'evt_seq_1')).status).toBe(200);
    expect((await pay(p, third as { sessionId: string; checkoutId: string }, 'evt_seq_3')).status).toBe(200);
    expect(await paidCents(p.userId)).toBe(998);
    expect(await coins(p.client)).toBe(1000 + 2 * 1000);
    expect(await refused(p.userId)).toEqual([{ payment_id: first!.sessionId, reason: 'over_limit', price_cents: 499 }]);
  });

  it('credits nothing for a checkout opened before a self-exclusion, records the money as owed back, and takes its refund', async () => {
    clock = new Date('2026-11-20T17:00:00Z');
    const p = await player();
    const checkout = await open(p, 'before-exclusion');
    expect(checkout).toHaveProperty('sessionId');
    expect((await p.client.post('/api/profile/self-exclusion', { days: 7, confirm: true })).status).toBe(200);
    const paid = await pay(p, checkout as { sessionId: string; checkoutId: string }, 'evt_excluded');
    expect(paid.status).toBe(200);
    expect(await coins(p.client)).toBe(1000);
    expect(await paidCents(p.userId)).toBe(0);
    expect(await refused(p.userId)).toEqual([
      { payment_id: (checkout as { sessionId: string }).sessionId, reason: 'self_excluded', price_cents: 499 },
    ]);
    // Refunding it gives back money no coin was credited for: answered 200 (not a retried 404), nothing taken.
    const refund = JSON.stringify({
      id: 'evt_refund_excluded',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_e', object: 'charge', payment_intent: 'pi_evt_excluded', amount: 499, amount_refunded: 499 } },
    });
    expect((await webhook(refund)).status).toBe(200);
    expect(await coins(p.client)).toBe(1000);
  });
});

describe('partner conversion postbacks', () => {
  const post = (body: object, secret = PARTNER_SECRET) => postPartnerPostback(system, body, { secret });

  it('completes the sign-up challenge from a signed postback, once; bad signatures and replays change nothing', async () => {
    const { client } = await player();
    // The sign-up challenge's link issues the click the partner posts back.
    const link = await client.get(challengeClickPath('signup-draftkings'));
    const subId = new URL(link.headers.get('location')!).searchParams.get(CLICK_SUB_ID_PARAM)!;
    await system.runner.catchUp();
    const body = { partner: 'draftkings', event: 'signup', subId, transactionId: 'tx-1' };
    expect((await post(body, 'not-the-right-secret-000000')).status).toBe(401);
    expect(await coins(client)).toBe(1000);
    expect((await post(body)).status).toBe(200);
    expect(await coins(client)).toBe(1500);
    expect((await post(body)).status).toBe(200);
    expect(await coins(client)).toBe(1500);
    expect((await post({ ...body, transactionId: 'tx-2' })).status).toBe(200);
    expect(await coins(client)).toBe(1500);
    const challenges = (await client.get('/api/gamification/challenges')).json as unknown as Array<{ id: string; completed: boolean }>;
    expect(challenges.find((c) => c.id === 'signup-draftkings')?.completed).toBe(true);
    const checkIn = await client.post('/api/gamification/daily-checkin', { timeZone: 'UTC' });
    expect(checkIn.json).toMatchObject({ dailyReward: 100 });
  });
});
