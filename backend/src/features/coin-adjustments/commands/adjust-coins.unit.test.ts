import { describe, expect, it } from 'vitest';
import { texts } from '@fr/contracts';
import { granted, history, spec, userId, day } from '../../../testing/player-fixtures';

const adjust = (amount: number, lot: 'earned' | 'purchased' = 'earned', requestId = 'r1', approvedBy: string | null = null) =>
  ({ type: 'AdjustCoins', requestId, amount, lot, reason: 'Goodwill for the outage', requestedBy: 'a1', approvedBy }) as const;
const adjusted = (amount: number, lot: 'earned' | 'purchased' = 'earned', approvedBy: string | null = null) => ({
  type: 'CoinsAdjusted' as const,
  data: {
    requestId: 'r1',
    userId,
    amount,
    lot,
    reason: 'Goodwill for the outage',
    requestedBy: 'a1',
    approvedBy,
    adjustedAt: day(22).toISOString(),
  },
});

describe('AdjustCoins', () => {
  it('grants coins of the lot from the mint, with the reason in words', () => {
    spec
      .given()
      .when(adjust(300, 'purchased', 'r1', 'a2'))
      .then([
        adjusted(300, 'purchased', 'a2'),
        {
          type: 'CoinsCredited',
          data: { userId, amount: 300, lot: 'purchased', from: 'mint', reason: 'admin_adjustment', commandId: 'adjustment:r1' },
        },
      ]);
  });

  it('takes coins of the lot back to the sink', () => {
    spec
      .given(granted(1000))
      .when(adjust(-400))
      .then([
        adjusted(-400),
        {
          type: 'CoinsDebited',
          data: {
            userId,
            amount: 400,
            lots: { earned: 400, purchased: 0 },
            to: 'sink',
            reason: 'admin_adjustment',
            commandId: 'adjustment:r1',
          },
        },
      ]);
  });

  it('never takes more than the lot holds, whatever the other lot holds', () => {
    spec.given(granted(1000)).when(adjust(-1, 'purchased')).thenRefuses(texts.server.correctionExceedsLot('purchased', 0));
    spec.given(granted(1000)).when(adjust(-1001)).thenRefuses(texts.server.correctionExceedsLot('earned', 1000));
  });

  it('applies a request once, and refuses its id for another adjustment', () => {
    const applied = history([[adjust(-400)]], [granted(1000)]);
    spec
      .given(...applied)
      .when(adjust(-400))
      .thenNothing();
    spec
      .given(...applied)
      .when(adjust(-300))
      .thenRefuses(texts.server.coinAdjustmentIdReused);
    expect(applied.filter((e) => e.type === 'CoinsDebited')).toHaveLength(1);
  });
});
