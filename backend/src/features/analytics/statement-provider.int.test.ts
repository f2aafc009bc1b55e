import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsDay, texts, type MonthlyStatement } from '@fr/contracts';
import { signInAdmin } from '../../testing/admin-test-helpers';
import type { TestClient } from '../../testing/http-client';
import { signUpVerifiedPlayer, startTestSystem, type SignedUpPlayer, type TestSystem } from '../../testing/test-system';
import { startStripeStandIn, type StripeStandIn } from '../../testing/stripe-stand-in';
import { buyThroughStripe, stripeTestEnv } from '../../testing/stripe-webhooks';

const WEBHOOK_SECRET = 'whsec_test_fantasy_rewards_statement_0123';
const checks = texts.server.providerCheck;
let stripeApi: StripeStandIn;
let system: TestSystem;
let finance: TestClient;
let month: string;
/** The last test stops the stand-in to see the provider unreachable. */
let standInRunning = true;

/** A 2,500-coin package ($9.99) paid through Stripe Checkout as `pi_{tag}`: Stripe charges it, then says so. */
async function buy(player: SignedUpPlayer, tag: string): Promise<string> {
  stripeApi.recordCharge(`pi_${tag}`, 999);
  return buyThroughStripe(system, WEBHOOK_SECRET, player, `pi_${tag}`);
}

const statement = async () => {
  const response = await finance.get(`/api/admin/finance/statement?month=${month}`);
  expect(response.status).toBe(200);
  return response.json as MonthlyStatement;
};

// A month with two packages bought and one of them refunded by an admin through Stripe.
beforeAll(async () => {
  stripeApi = await startStripeStandIn();
  system = await startTestSystem({ env: stripeTestEnv(stripeApi, WEBHOOK_SECRET) });
  stripeApi.sendWebhooksTo(`${system.url}/api/payments/stripe/webhook`, WEBHOOK_SECRET);
  month = analyticsDay(system.services.now()).slice(0, 7);
  const kept = await signUpVerifiedPlayer(system, 'stmtkept');
  const refunded = await signUpVerifiedPlayer(system, 'stmtrefd');
  await buy(kept, 'stmt_kept');
  const refundedPurchase = await buy(refunded, 'stmt_refunded');
  const admin = (await signInAdmin(system, 'admin')).client;
  const refund = await admin.post(`/api/admin/players/${refunded.userId}/purchases/${refundedPurchase}/refund`, {
    reason: 'Bought by mistake',
  });
  expect(refund.status).toBe(200);
  expect(await stripeApi.webhooksAnswered()).toEqual([200]);
  await system.runner.catchUp();
  finance = (await signInAdmin(system, 'finance')).client;
});
afterAll(async () => {
  await system?.close();
  if (standInRunning) await stripeApi?.close();
});

describe("the statement against the payment provider's balance transactions", () => {
  it('reconciles a month of two payments and a refund with no difference', async () => {
    const { provider, grossRevenueCents, refundsCents } = await statement();
    expect({ grossRevenueCents, refundsCents }).toEqual({ grossRevenueCents: 1998, refundsCents: 999 });
    expect(provider).toEqual({
      unavailable: null,
      lines: [
        { check: checks.charges, ours: 1998, theirs: 1998, difference: 0, unit: 'cents' },
        { check: checks.refunds, ours: 999, theirs: 999, difference: 0, unit: 'cents' },
      ],
    });
  });

  it('shows a charge only the provider has as one line with its amount, in the statement and its CSV', async () => {
    stripeApi.recordCharge('pi_stmt_stray', 1250);
    const { provider } = await statement();
    expect(provider.lines).toEqual([
      { check: checks.charges, ours: 1998, theirs: 3248, difference: -1250, unit: 'cents' },
      { check: checks.refunds, ours: 999, theirs: 999, difference: 0, unit: 'cents' },
      { check: checks.onlyAtProvider('pi_stmt_stray', 'charge'), ours: 0, theirs: 1250, difference: -1250, unit: 'cents' },
    ]);
    const csv = await finance.get(`/api/admin/export/statement?month=${month}`);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(`${month},provider,"${checks.onlyAtProvider('pi_stmt_stray', 'charge')}",0,1250,-1250,cents,usd`);
  });

  it('says in words that the provider could not be reached, and still shows the ledger checks', async () => {
    await stripeApi.close();
    standInRunning = false;
    const { provider, ledger } = await statement();
    expect(provider).toEqual({ unavailable: checks.unavailable, lines: [] });
    expect(ledger.every((line) => line.difference === 0)).toBe(true);
  });
});
