import { texts } from '@fr/contracts/texts';
import { describe, expect, it } from 'vitest';
import { defaultTiers } from '@fr/contracts/fantasy';
import { applyLabel, parseBoostCode } from './boost-code';
import { multiplierRows, pointsSaved, previewProjection, requirementRows, upgradeRows } from './boost-preview-model';

describe('boost codes', () => {
  it('reads the three kinds of spec §3 and nothing else', () => {
    expect(parseBoostCode('odds_boost_25')).toEqual({ kind: 'performance', percent: 25 });
    expect(parseBoostCode('tickets_10x')).toEqual({ kind: 'multiplier', factor: 10 });
    expect(parseBoostCode('gold_upgrade')).toEqual({ kind: 'upgrade', tier: 'gold' });
    expect(parseBoostCode('rookie_upgrade')).toBeNull();
    expect(parseBoostCode('mystery')).toBeNull();
  });

  it('names the confirm button after the kind', () => {
    expect(applyLabel(parseBoostCode('tickets_3x'))).toBe('Apply Multiplier');
    expect(applyLabel(parseBoostCode('silver_upgrade'))).toBe('Apply Upgrade');
    expect(applyLabel(parseBoostCode('odds_boost_10'))).toBe('Apply Boost');
    expect(applyLabel(null)).toBe('Apply Boost');
  });
});

describe('boost previews', () => {
  it('compares each tier target with and without a performance boost', () => {
    expect(requirementRows(50, 100, defaultTiers)).toEqual([
      { name: 'Rookie Rush', current: 101, boosted: 100.5 },
      { name: 'Bronze Blitz', current: 110, boosted: 105 },
      { name: 'Silver Surge', current: 120, boosted: 110 },
      { name: 'Gold Glory', current: 130, boosted: 115 },
      { name: 'Platinum Peak', current: 150, boosted: 125 },
    ]);
  });

  it('states the odds boost in points: the least and the most a tier target drops by', () => {
    expect(pointsSaved(requirementRows(50, 100, defaultTiers))).toEqual({ least: 0.5, most: 25 });
    expect(texts.boosts.pointsSaved('0.5', '25')).toBe('Each tier needs 0.5 to 25 fewer points for this team.');
  });

  it('multiplies the Experience coins and every ticket tier', () => {
    const rows = multiplierRows(3, defaultTiers);
    expect(rows[0]).toEqual({ name: 'Rookie Rush', before: '500 coins', after: '1,500 coins', changed: true });
    expect(rows.slice(1).map((row) => `${row.name}: ${row.before} -> ${row.after}`)).toEqual([
      'Bronze Blitz: 1 ticket -> 3 tickets',
      'Silver Surge: 1 ticket -> 3 tickets',
      'Gold Glory: 1 ticket -> 3 tickets',
      'Platinum Peak: 1 ticket -> 3 tickets',
    ]);
  });

  it('lifts every tier below the upgrade target to its reward', () => {
    const bronze = upgradeRows({ kind: 'upgrade', tier: 'bronze' }, defaultTiers);
    expect(bronze.filter((row) => row.changed).map((row) => [row.name, row.after])).toEqual([['Rookie Rush', '1 Bronze raffle ticket']]);
    const gold = upgradeRows({ kind: 'upgrade', tier: 'gold' }, defaultTiers);
    expect(gold.map((row) => row.after)).toEqual([
      '1 Gold raffle ticket',
      '1 Gold raffle ticket',
      '1 Gold raffle ticket',
      '1 Gold raffle ticket',
      '1 Platinum raffle ticket',
    ]);
    expect(gold.map((row) => row.changed)).toEqual([true, true, true, false, false]);
  });

  it('previews a team without a projection at the default 100 points', () => {
    expect(previewProjection(0)).toBe(100);
    expect(previewProjection(150)).toBe(150);
  });
});
