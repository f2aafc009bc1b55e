import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boostOffers, coinSpends, styleItems } from '@fr/contracts';
import { DomainError } from '../../platform/errors';
import { playerDecider, userId, day, type PlayerCommand, type PlayerEvent } from '../../testing/player-fixtures';

/**
 * Decision 0014, for any history: whatever changes a ticket, a tier or an entry is never paid with a purchased coin, and
 * no lot goes negative. The commands run through the whole player stream, as the API runs them.
 */
const earned = fc.integer({ min: 1, max: 20_000 }).map((amount): PlayerEvent => ({
  type: 'CoinsCredited',
  data: { userId, amount, lot: 'earned', from: 'mint', reason: 'challenge_reward', commandId: '' },
}));
const packageBought = fc
  .record({
    amount: fc.integer({ min: 1, max: 20_000 }),
    bonus: fc.integer({ min: 0, max: 5_000 }),
    priceCents: fc.integer({ min: 99, max: 9_999 }),
  })
  .map((p): PlayerCommand => ({ type: 'CompleteCoinPurchase', paymentId: '', provider: 'sandbox', ...p }));
const refund = fc.integer({ min: 1, max: 9_999 }).map((reversedCents): PlayerCommand => ({
  type: 'ReverseCoinPurchase',
  paymentId: '',
  reason: 'refund',
  reversedCents,
  providerEventId: '',
}));
const boost = fc.constantFrom(...boostOffers).map((offer): PlayerCommand => ({ type: 'PurchaseBoost', commandId: '', boostId: '', offer }));
const style = fc
  .constantFrom(...styleItems)
  .map(({ id, coinCost }): PlayerCommand => ({ type: 'PurchaseStyle', commandId: '', item: { id, coinCost } }));
const step = fc.oneof(earned, packageBought, refund, boost, boost, style);

/** Each step gets its own ids; a refund names one of the packages bought so far (or none). */
function withIds(s: PlayerEvent | PlayerCommand, i: number): PlayerEvent | PlayerCommand {
  if (s.type === 'CoinsCredited') return { ...s, data: { ...s.data, commandId: `earned-${i}` } };
  if (s.type === 'CompleteCoinPurchase') return { ...s, paymentId: `pay-${i}` };
  if (s.type === 'ReverseCoinPurchase') return { ...s, paymentId: `pay-${i % 7}`, providerEventId: `evt-${i}` };
  if (s.type === 'PurchaseBoost') return { ...s, commandId: `boost-${i}`, boostId: `b-${i}` };
  if (s.type === 'PurchaseStyle') return { ...s, commandId: `style-${i}` };
  return s;
}

describe('the purchased-lot rule, for any sequence of credits and spends', () => {
  it('no ticket-affecting spend takes a purchased coin, no lot goes negative, and the wallet is the sum of its movements', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const log: PlayerEvent[] = [];
        let state = playerDecider.initialState();
        steps.forEach((raw, i) => {
          const s = withIds(raw, i);
          let events: PlayerEvent[];
          if ('data' in s) events = [s];
          else {
            try {
              events = playerDecider.decide(s as PlayerCommand, state, { userId, now: day(22) });
            } catch (error) {
              // A refusal (not enough coins of the right lot, a frame already owned) changes nothing.
              if (!(error instanceof DomainError)) throw error;
              events = [];
            }
          }
          for (const event of events) {
            log.push(event);
            state = playerDecider.evolve(state, event);
          }
          expect(state.wallet.earned).toBeGreaterThanOrEqual(0);
          expect(state.wallet.purchased).toBeGreaterThanOrEqual(0);
          // A boost never comes without a debit of its price paid from earned coins in the same append.
          const boosts = events.filter((e) => e.type === 'BoostPurchased');
          if (boosts.length > 0) {
            expect(events.filter((e) => e.type === 'CoinsDebited').map((e) => e.data)).toEqual([
              expect.objectContaining({ reason: 'boost_purchase', lots: { earned: boosts[0]!.data.cost, purchased: 0 } }),
            ]);
          }
        });
        const lots = { earned: 0, purchased: 0 };
        for (const e of log) {
          if (e.type === 'CoinsCredited') lots[e.data.lot] += e.data.amount;
          if (e.type !== 'CoinsDebited') continue;
          lots.earned -= e.data.lots.earned;
          lots.purchased -= e.data.lots.purchased;
          expect(e.data.lots.earned + e.data.lots.purchased).toBe(e.data.amount);
          if (coinSpends[e.data.reason as keyof typeof coinSpends] === 'earned-only') expect(e.data.lots.purchased).toBe(0);
        }
        expect(lots).toEqual({ earned: state.wallet.earned, purchased: state.wallet.purchased });
        // Every coin a package brought, bonus included, went to the purchased lot.
        for (const e of log) if (e.type === 'CoinsCredited' && e.data.reason.startsWith('purchase')) expect(e.data.lot).toBe('purchased');
      }),
      { numRuns: 300 },
    );
  });
});
