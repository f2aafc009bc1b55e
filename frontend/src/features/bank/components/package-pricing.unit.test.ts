import { describe, expect, it } from 'vitest';
import { coinPackages } from '@fr/contracts/bank';
import { formatUsd } from '../../../lib/format';
import { basePackage, costPerThousand, savingsPercent } from './package-pricing';

const packages = coinPackages.map(({ amount, bonus, priceCents, popular }) => ({ amount, bonus, price: priceCents / 100, popular }));
const [base, popular, large, largest] = packages;

describe('coin package pricing (spec §9 packages)', () => {
  it('prices 1,000 coins, bonus included', () => {
    expect(formatUsd(costPerThousand(base!))).toBe('$4.99');
    expect(formatUsd(costPerThousand(popular!))).toBe('$3.33');
    expect(formatUsd(costPerThousand(large!))).toBe('$3.08');
    expect(formatUsd(costPerThousand(largest!))).toBe('$2.50');
  });

  it('measures savings against the smallest package', () => {
    expect(basePackage([largest!, popular!, base!])).toBe(base);
    expect(savingsPercent(popular!, base!)).toBe(33);
    expect(savingsPercent(largest!, base!)).toBe(50);
    expect(savingsPercent(base!, base!)).toBe(0);
  });

  it('has no base without packages', () => {
    expect(basePackage([])).toBeUndefined();
  });
});
