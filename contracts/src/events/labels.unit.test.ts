import { expect, it } from 'vitest';
import { creditReasons, debitReasons } from '../coins/events';
import { coinReasonLabels } from '../coins/texts';
import { eventCatalogue } from './catalogue';
import { describeEvent, eventLabel, eventLabels } from './labels';

it('has a readable label for every event type and every coin reason', () => {
  // Words, not the type's CamelCase: a capital, then at least two words.
  for (const type of Object.keys(eventCatalogue)) expect(eventLabel(type)).toMatch(/^[A-Z][\w-]* \S/);
  expect(Object.keys(eventLabels).sort()).toEqual(Object.keys(eventCatalogue).sort());
  for (const reason of [...creditReasons, ...debitReasons]) expect(coinReasonLabels[reason]).toMatch(/^[A-Z][\w-]* \S/);
  expect(new Set(Object.values(eventLabels)).size).toBe(Object.keys(eventLabels).length);
});

it('names a coin movement by its reason and anything else by its label', () => {
  expect(describeEvent('CoinsCredited', { reason: 'purchase_bonus' })).toBe('Bonus coins from a purchase');
  expect(describeEvent('CoinsDebited', { reason: 'style_purchase' })).toBe('Style item bought in the shop');
  expect(describeEvent('CoinsCredited', { reason: 'future_reason' })).toBe('future_reason');
  expect(describeEvent('PrizeWon', {})).toBe('Prize won');
  expect(describeEvent('CoinPurchaseCompleted', { amount: 2500, bonus: 500, priceCents: 1999 })).toBe(
    'Coin purchase completed: 2,500 coins +500 bonus coins for $19.99',
  );
  expect(describeEvent('CoinPurchaseCompleted', { amount: 100, bonus: 0, priceCents: 99 })).toBe(
    'Coin purchase completed: 100 coins for $0.99',
  );
  expect(describeEvent('CoinPurchaseReversed', { reason: 'dispute', reversedCents: 1999, coinsDue: 3000 })).toBe(
    'Coin purchase disputed: $19.99 back, 3,000 coins due',
  );
  expect(eventLabel('FromANewerVersion')).toBe('FromANewerVersion');
});
