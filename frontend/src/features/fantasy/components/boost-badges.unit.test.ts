import { describe, expect, it } from 'vitest';
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
      { kind: 'upgrade', tier: 'platinum', label: 'Platinum Upgrade' },
      { kind: 'performance', percent: 40, label: '+40% Odds Boost' },
      { kind: 'multiplier', factor: 10, label: '10x Tickets' },
    ]);
  });

  it('shows one badge per kind that is present', () => {
    expect(selectBoostBadges(boosts('odds_boost_25'))).toEqual([{ kind: 'performance', percent: 25, label: '+25% Odds Boost' }]);
    expect(selectBoostBadges(boosts('gold_upgrade', 'silver_upgrade')).map((b) => b.label)).toEqual(['Gold Upgrade']);
  });

  it('ignores codes it does not know', () => {
    expect(selectBoostBadges(boosts('rookie_upgrade', 'mystery', 'odds_boost_x', 'tickets_x'))).toEqual([]);
  });
});
