import { afterAll, beforeAll, expect, it } from 'vitest';
import '../testing/provided-context';
import { readModelHarness, type ReadModelHarness } from '../testing/read-model-harness';
import { bankProjector } from './bank-projector';

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
