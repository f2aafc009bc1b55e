import { afterAll, beforeAll, expect, it } from 'vitest';
import '../testing/provided-context';
import { readModelHarness, type ReadModelHarness } from '../testing/read-model-harness';
import { bankProjector } from './bank-projector';
import { checkoutOutcomeOf, coinPurchaseOf } from './bank-queries';

let model: ReadModelHarness;
beforeAll(async () => {
  model = await readModelHarness(bankProjector);
});
afterAll(async () => {
  await model?.close();
});

it('keeps one row per paid package, and is unchanged by a replay', async () => {
  const paid = (paymentId: string) => ({
    type: 'CoinPurchaseCompleted' as const,
    data: {
      userId: 'u1',
      paymentId,
      provider: 'sandbox' as const,
      amount: 2500,
      bonus: 500,
      priceCents: 999,
      completedAt: '2026-11-20T10:00:00.000Z',
    },
  });
  await model.feed(paid('p1'), paid('p2'));
  const rows = await model.rows();
  expect(rows.coin_purchases).toEqual([
    expect.objectContaining({ payment_id: 'p1', user_id: 'u1', amount: 2500, bonus: 500, price_cents: 999 }),
    expect.objectContaining({ payment_id: 'p2' }),
  ]);
  await model.replay();
  expect(await model.rows()).toEqual(rows);
});

it('tells a checkout open, released, refused or paid, and a receipt only to its owner', async () => {
  const opened = (checkoutId: string, expiresAt: string) => ({
    type: 'CoinCheckoutOpened' as const,
    data: { userId: 'u2', checkoutId, packageAmount: 2500, priceCents: 999, openedAt: '2026-11-20T10:00:00.000Z', expiresAt },
  });
  await model.feed(
    opened('c-open', '2026-11-20T11:00:00.000Z'),
    opened('c-released', '2026-11-20T11:00:00.000Z'),
    {
      type: 'CoinCheckoutReleased',
      data: { userId: 'u2', checkoutId: 'c-released', reason: 'provider_unavailable', releasedAt: '2026-11-20T10:00:01.000Z' },
    },
    opened('c-refused', '2026-11-20T11:00:00.000Z'),
    {
      type: 'CoinPurchaseRefused',
      data: {
        userId: 'u2',
        paymentId: 'cs_test_refused',
        provider: 'stripe',
        packageAmount: 2500,
        priceCents: 1,
        checkoutId: 'c-refused',
        reason: 'price_mismatch',
        refusedAt: '2026-11-20T10:05:00.000Z',
      },
    },
    opened('c-paid', '2026-11-20T11:00:00.000Z'),
    {
      type: 'CoinPurchaseCompleted',
      data: {
        userId: 'u2',
        paymentId: 'cs_test_paid',
        provider: 'stripe',
        amount: 2500,
        bonus: 500,
        priceCents: 999,
        paymentRef: 'pi_1',
        checkoutId: 'c-paid',
        testMode: true,
        completedAt: '2026-11-20T10:06:00.000Z',
      },
    },
    // Reopened under the same id after its reservation lapsed: the new expiry counts.
    opened('c-open', '2026-11-20T13:00:00.000Z'),
  );
  const outcome = (checkoutId: string, userId = 'u2') => checkoutOutcomeOf(model.pool, userId, checkoutId);
  expect(await outcome('c-open')).toEqual({
    kind: 'open',
    packageAmount: 2500,
    priceCents: 999,
    expiresAt: '2026-11-20T13:00:00.000Z',
    released: false,
  });
  expect(await outcome('c-released')).toMatchObject({ kind: 'open', released: true });
  expect(await outcome('c-refused')).toEqual({ kind: 'refused', reason: 'price_mismatch' });
  expect(await outcome('c-paid')).toEqual({ kind: 'completed', purchaseId: 'cs_test_paid' });
  expect(await outcome('c-paid', 'u1')).toBeNull();
  expect(await outcome('nothing')).toBeNull();

  expect(await coinPurchaseOf(model.pool, 'u2', 'cs_test_paid')).toEqual({
    purchaseId: 'cs_test_paid',
    provider: 'stripe',
    coins: 2500,
    bonus: 500,
    priceCents: 999,
    paymentRef: 'pi_1',
    testMode: true,
    completedAt: '2026-11-20T10:06:00.000Z',
  });
  expect(await coinPurchaseOf(model.pool, 'u1', 'cs_test_paid')).toBeNull();
  // Recorded before testMode was: the sandbox was the only test bank.
  expect((await coinPurchaseOf(model.pool, 'u1', 'p1'))?.testMode).toBe(true);

  const rows = await model.rows();
  await model.replay();
  expect(await model.rows()).toEqual(rows);
});
