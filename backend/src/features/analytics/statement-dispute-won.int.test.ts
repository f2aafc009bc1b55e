import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsDay, playerStream, profileServerTexts, texts, type MonthlyStatement } from '@fr/contracts';
import { signInAdmin } from '../../testing/admin-test-helpers';
import { coinsOf, signUpVerifiedPlayer, startTestSystem, type SignedUpPlayer, type TestSystem } from '../../testing/test-system';
import { startStripeStandIn, type StripeStandIn } from '../../testing/stripe-stand-in';
import { buyThroughStripe, stripeTestEnv } from '../../testing/stripe-webhooks';

const WEBHOOK_SECRET = 'whsec_test_fantasy_rewards_dispute_won_0123';
const checks = texts.server.providerCheck;
let stripeApi: StripeStandIn;
let system: TestSystem;
let player: SignedUpPlayer;

beforeAll(async () => {
  stripeApi = await startStripeStandIn();
  system = await startTestSystem({ env: stripeTestEnv(stripeApi, WEBHOOK_SECRET) });
  stripeApi.sendWebhooksTo(`${system.url}/api/payments/stripe/webhook`, WEBHOOK_SECRET);
  player = await signUpVerifiedPlayer(system, 'dispwon');
});
afterAll(async () => {
  await system?.close();
  await stripeApi?.close();
});

/** The bank's debt on the player's stream: what reversals recorded, less what won disputes cleared. */
async function debt(): Promise<number> {
  const { rows } = await system.services.pool.query<{ debt: number }>(
    `SELECT (coalesce(sum((data->>'debt')::int) FILTER (WHERE type = 'CoinPurchaseReversed'), 0)
       - coalesce(sum((data->>'debtCleared')::int) FILTER (WHERE type = 'CoinPurchaseReinstated'), 0))::int AS debt
     FROM es_events WHERE stream_id = $1`,
    [playerStream(player.userId)],
  );
  return rows[0]!.debt;
}

async function eventCount(): Promise<number> {
  const { rows } = await system.services.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM es_events WHERE stream_id = $1', [
    playerStream(player.userId),
  ]);
  return rows[0]!.n;
}

async function trialBalance() {
  await system.runner.catchUp();
  const { rows } = await system.services.pool.query<{ total: number; negatives: number }>(
    `SELECT coalesce(sum(balance), 0)::bigint AS total, count(*) FILTER (WHERE kind = 'player' AND balance < 0)::int AS negatives
     FROM ledger_accounts`,
  );
  return { total: Number(rows[0]!.total), negatives: rows[0]!.negatives };
}

describe('a dispute the merchant wins, through Stripe', () => {
  it('takes the coins when the dispute opens, gives them back (debt cleared) when it is won, once, and the statement reconciles', async () => {
    // 1,000 earned (the sign-up gift) and 3,000 bought; the Ruby Frame spends 2,500 of the bought ones.
    stripeApi.recordCharge('pi_dispute_won', 999);
    await buyThroughStripe(system, WEBHOOK_SECRET, player, 'pi_dispute_won');
    expect((await player.client.post('/api/shop/styles/purchase', { itemId: 'frame-ruby' })).status).toBe(200);
    expect(await coinsOf(player.client)).toBe(1500);

    // The dispute takes back the 3,000 coins of the package: the 1,500 left, and 1,500 as debt.
    const disputeId = stripeApi.openDispute('pi_dispute_won', 999);
    expect(await stripeApi.webhooksAnswered()).toEqual([200]);
    expect(await coinsOf(player.client)).toBe(0);
    expect(await debt()).toBe(1500);

    // Won: Stripe closes it and reinstates the funds; only the close counts. The debt is cleared first, so only the
    // 1,500 coins actually taken come back, to the purchased lot.
    const [closedEventId] = stripeApi.closeDispute(disputeId, 'won');
    expect(await stripeApi.webhooksAnswered()).toEqual([200, 200, 200]);
    expect(await coinsOf(player.client)).toBe(1500);
    expect(await debt()).toBe(0);
    expect(await trialBalance()).toEqual({ total: 0, negatives: 0 });

    // Stripe delivers the close again: nothing changes.
    const before = await eventCount();
    stripeApi.redeliver(closedEventId!);
    expect(await stripeApi.webhooksAnswered()).toEqual([200, 200, 200, 200]);
    expect(await eventCount()).toBe(before);
    expect(await coinsOf(player.client)).toBe(1500);

    await system.runner.catchUp();
    const activity = await player.client.get('/api/profile/activity?page=1&pageSize=10');
    expect(activity.status).toBe(200);
    expect((activity.json!.items as Array<{ amount: number; cause: string }>)[0]).toMatchObject({
      amount: 1500,
      cause: profileServerTexts.activity.coinReasons.dispute_won,
    });

    const finance = (await signInAdmin(system, 'finance')).client;
    const month = analyticsDay(system.services.now()).slice(0, 7);
    const response = await finance.get(`/api/admin/finance/statement?month=${month}`);
    expect(response.status).toBe(200);
    const statement = response.json as MonthlyStatement;
    expect(statement).toMatchObject({
      purchases: 1,
      coinsSold: 3000,
      grossRevenueCents: 999,
      refundsCents: 0,
      disputesCents: 0,
      netRevenueCents: 999,
      coinsTakenBack: 0,
    });
    expect(statement.ledger.map((line) => line.difference)).toEqual([0, 0, 0]);
    expect(statement.provider).toEqual({
      unavailable: null,
      lines: [
        { check: checks.charges, ours: 999, theirs: 999, difference: 0, unit: 'cents' },
        { check: checks.refunds, ours: 0, theirs: 0, difference: 0, unit: 'cents' },
      ],
    });

    const today = analyticsDay(system.services.now());
    const payments = await finance.get(`/api/admin/payments?from=${today}&to=${today}`);
    expect(payments.json!.payments).toEqual([
      expect.objectContaining({ providerReference: 'pi_dispute_won', status: 'paid', disputedCents: 0, reversedAt: null }),
    ]);
  });
});
