import { tierKeys, type TierKey } from '@fr/contracts/fantasy';
import { shopTexts } from '@fr/contracts/shop';

export type UpgradeTier = Exclude<TierKey, 'rookie'>;

/** What a boost type code of spec §3 does: odds_boost_{percent}, tickets_{N}x or {tier}_upgrade. */
export type BoostEffect =
  { kind: 'performance'; percent: number } | { kind: 'multiplier'; factor: number } | { kind: 'upgrade'; tier: UpgradeTier };

const upgradeTiers: readonly string[] = tierKeys.filter((key) => key !== 'rookie');

/** The effect of a boost code; null for a code this client does not know. */
export function parseBoostCode(code: string): BoostEffect | null {
  const odds = /^odds_boost_(\d+)$/.exec(code);
  if (odds) return { kind: 'performance', percent: Number(odds[1]) };
  const tickets = /^tickets_(\d+)x$/.exec(code);
  if (tickets) return { kind: 'multiplier', factor: Number(tickets[1]) };
  const upgrade = /^([a-z]+)_upgrade$/.exec(code)?.[1];
  if (upgrade && upgradeTiers.includes(upgrade)) return { kind: 'upgrade', tier: upgrade as UpgradeTier };
  return null;
}

/** Tier level of an upgrade's target (Bronze 2 … Platinum 5): tiers up to it take its name and reward. */
export const upgradeLevel = (tier: UpgradeTier) => tierKeys.indexOf(tier) + 1;

/** Spec §2: the confirm button names the kind of boost being applied. */
export function applyLabel(effect: BoostEffect | null): string {
  const t = shopTexts.boosts;
  if (effect?.kind === 'multiplier') return t.applyMultiplier;
  if (effect?.kind === 'upgrade') return t.applyUpgrade;
  return t.applyBoost;
}
