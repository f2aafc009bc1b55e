import { afterAll, beforeAll, expect, it } from 'vitest';
import '../testing/provided-context';
import { readModelHarness, type ReadModelHarness } from '../testing/read-model-harness';
import { coinsProjector } from './coins-projector';
import { creditedFor, playerBalance, trialBalance } from './coins-queries';

let model: ReadModelHarness;
beforeAll(async () => {
  model = await readModelHarness(coinsProjector);
});
afterAll(async () => {
  await model?.close();
});

it('keeps balances per lot, entries with their cause, sums to zero, and is unchanged by a replay', async () => {
  const streamId = 'player-u1';
  const metadata = { actor: 'u1', correlationId: 'req-1' };
  await model.feed(
    {
      streamId,
      metadata,
      type: 'CoinsCredited',
      data: { userId: 'u1', amount: 1000, lot: 'earned', from: 'mint', reason: 'signup_grant', commandId: 'signup-grant' },
    },
    {
      streamId,
      metadata,
      type: 'CoinsCredited',
      data: { userId: 'u1', amount: 2500, lot: 'purchased', from: 'bank', reason: 'coin_purchase', commandId: 'purchase:p1' },
    },
    {
      streamId,
      metadata,
      type: 'CoinsCredited',
      data: { userId: 'u1', amount: 50, lot: 'earned', from: 'mint', reason: 'daily_checkin', commandId: 'checkin:2026-11-01' },
    },
    {
      streamId,
      metadata,
      type: 'CoinsDebited',
      data: {
        userId: 'u1',
        amount: 1500,
        lots: { earned: 1050, purchased: 450 },
        to: 'sink',
        reason: 'boost_purchase',
        commandId: 'buy-1',
      },
    },
  );
  expect(await playerBalance(model.pool, 'u1')).toBe(2050);
  expect(await playerBalance(model.pool, 'nobody')).toBe(0);
  expect(await creditedFor(model.pool, 'u1', ['daily_checkin', 'signup_grant'])).toBe(1050);
  expect(await trialBalance(model.pool)).toEqual({ total: 0, negativePlayers: 0 });

  const rows = await model.rows();
  expect(rows.ledger_entries).toHaveLength(10);
  expect(rows.ledger_accounts).toEqual([
    expect.objectContaining({ account: 'player:u1', earned: '0', purchased: '2050', balance: '2050' }),
    expect.objectContaining({ account: 'system:bank', purchased: '-2500' }),
    expect.objectContaining({ account: 'system:mint', earned: '-1050' }),
    expect.objectContaining({ account: 'system:sink', earned: '1050', purchased: '450' }),
  ]);
  expect(rows.ledger_entries).toContainEqual(
    expect.objectContaining({
      account: 'player:u1',
      lot: 'purchased',
      amount: '-450',
      reason: 'boost_purchase',
      command_id: 'buy-1',
      actor: 'u1',
      correlation_id: 'req-1',
      balance_after: '2050',
      lot_balance_after: '2050',
    }),
  );
  await model.replay();
  expect(await model.rows()).toEqual(rows);
});
