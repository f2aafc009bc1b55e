import type { CoinPackage } from '@fr/contracts/bank';

type Priced = Pick<CoinPackage, 'amount' | 'bonus' | 'price'>;

/** Dollars per 1,000 coins received, bonus coins included: what the player actually gets for the price. */
export function costPerThousand(pack: Priced): number {
  return pack.price / ((pack.amount + pack.bonus) / 1000);
}

/** The package every saving is measured against: the smallest, which carries no bonus. */
export function basePackage<T extends Pick<CoinPackage, 'amount'>>(packages: readonly T[]): T | undefined {
  return packages.reduce<T | undefined>((smallest, pack) => (!smallest || pack.amount < smallest.amount ? pack : smallest), undefined);
}

/** Whole percent saved per 1,000 coins against the base package (spec §2: the most popular shows it). */
export function savingsPercent(pack: Priced, base: Priced): number {
  return Math.round((1 - costPerThousand(pack) / costPerThousand(base)) * 100);
}
