import { describe, expect, it } from 'vitest';
import { boostEffects, boostOffers, findOffer, shopCatalogue, upgradedTier } from './boosts';

describe('shop catalogue (spec §9 prices)', () => {
  it('prices every level as the spec does', () => {
    expect(boostOffers.map((o) => `${o.code}=${o.coinCost}`)).toEqual([
      'odds_boost_10=500',
      'odds_boost_20=1000',
      'odds_boost_30=2500',
      'odds_boost_40=5000',
      'odds_boost_50=10000',
      'bronze_upgrade=1500',
      'silver_upgrade=3000',
      'gold_upgrade=6000',
      'platinum_upgrade=12000',
      'tickets_2x=2000',
      'tickets_3x=4000',
      'tickets_4x=8000',
      'tickets_5x=10000',
      'tickets_10x=25000',
    ]);
    expect(shopCatalogue().map((t) => [t.category, t.levels.length])).toEqual([
      ['performance', 5],
      ['upgrade', 4],
      ['multiplier', 5],
    ]);
    expect(findOffer('tier-upgrade', 9)).toBeUndefined();
  });
});

describe('boost effects', () => {
  it('takes the strongest boost of each kind; kinds combine', () => {
    expect(boostEffects(['odds_boost_10', 'odds_boost_30', 'tickets_2x', 'tickets_5x', 'bronze_upgrade', 'gold_upgrade'])).toEqual({
      reductionPercent: 30,
      rewardMultiplier: 5,
      upgradeLevel: 3,
    });
    expect(boostEffects([])).toEqual({ reductionPercent: 0, rewardMultiplier: 1, upgradeLevel: 0 });
  });

  it('lifts tiers 1 to N+1 to tier N+1 (spec §9)', () => {
    expect([1, 2, 3, 4, 5].map((t) => upgradedTier(t, 1))).toEqual([2, 2, 3, 4, 5]);
    expect([1, 2, 3, 4, 5].map((t) => upgradedTier(t, 2))).toEqual([3, 3, 3, 4, 5]);
    expect([1, 2, 3, 4, 5].map((t) => upgradedTier(t, 4))).toEqual([5, 5, 5, 5, 5]);
    expect([1, 2, 3, 4, 5].map((t) => upgradedTier(t, 0))).toEqual([1, 2, 3, 4, 5]);
  });
});
