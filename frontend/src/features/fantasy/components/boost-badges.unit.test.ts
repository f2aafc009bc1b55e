import { describe, expect, it } from 'vitest';
import { boostName } from '@fr/contracts/shop';
import { selectBoostBadges } from './boost-badges';

const boosts = (...codes: string[]) => codes.map((boostType, i) => ({ id: `b${i}`, boostType }));

describe('selectBoostBadges', () => {
  it('shows nothing without boosts', () => {
    expect(selectBoostBadges([])).toEqual([]);
  });

  it('keeps only the highest upgrade, the largest performance boost and the largest multiplier', () => {
    const badges = selectBoostBadges(
      boosts(
        'silver_upgrade',
        'odds_boost_10',
        'tickets_3x',
        'platinum_upgrade',
        'odds_boost_40',
        'bronze_upgrade',
        'tickets_10x',
        'tickets_2x',
      ),
    );
    expect(badges).toEqual([
      { kind: 'upgrade', tier: 'platinum', label: 'Platinum Tier Upgrade' },
      { kind: 'performance', percent: 40, label: '40% Odds Boost' },
      { kind: 'multiplier', factor: 10, label: '10x Prize Multiplier' },
    ]);
  });

  it('names a boost exactly as the Shop and the Bank do', () => {
    for (const code of ['platinum_upgrade', 'odds_boost_40', 'tickets_10x']) {
      expect(selectBoostBadges(boosts(code)).map((b) => b.label)).toEqual([boostName(code)]);
    }
  });

  it('shows one badge per kind that is present', () => {
    expect(selectBoostBadges(boosts('odds_boost_25'))).toEqual([{ kind: 'performance', percent: 25, label: '25% Odds Boost' }]);
    expect(selectBoostBadges(boosts('gold_upgrade', 'silver_upgrade')).map((b) => b.label)).toEqual(['Gold Tier Upgrade']);
  });

  it('ignores codes it does not know', () => {
    expect(selectBoostBadges(boosts('rookie_upgrade', 'mystery', 'odds_boost_x', 'tickets_x'))).toEqual([]);
  });
});
