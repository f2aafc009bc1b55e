import { defaultTiers, tierKeys, type TierKey } from '@fr/contracts/constants/tiers';
import type { Team } from '@fr/contracts/http/fantasy';
import { texts } from '@fr/contracts/texts';

export type BoostBadge =
  | { kind: 'upgrade'; tier: TierKey; label: string }
  | { kind: 'performance'; percent: number; label: string }
  | { kind: 'multiplier'; factor: number; label: string };

type UpgradeTier = Exclude<TierKey, 'rookie'>;
const upgradeTiers: readonly string[] = tierKeys.filter((key) => key !== 'rookie');

/** Boost type codes of spec §3: odds_boost_{percent}, tickets_{N}x, {tier}_upgrade. */
function parse(code: string): { upgrade?: UpgradeTier; percent?: number; factor?: number } {
  const odds = /^odds_boost_(\d+)$/.exec(code);
  if (odds) return { percent: Number(odds[1]) };
  const tickets = /^tickets_(\d+)x$/.exec(code);
  if (tickets) return { factor: Number(tickets[1]) };
  const upgrade = /^([a-z]+)_upgrade$/.exec(code)?.[1];
  if (upgrade && upgradeTiers.includes(upgrade)) return { upgrade: upgrade as UpgradeTier };
  return {};
}

const tierName = (key: TierKey) => defaultTiers.find((tier) => tier.key === key)?.tierName ?? key;

/**
 * Spec §4: with several boosts only the highest tier upgrade, the largest performance boost and the largest prize
 * multiplier show as badges, in that order. Unknown codes are ignored.
 */
export function selectBoostBadges(applied: Team['appliedBoosts']): BoostBadge[] {
  let upgrade: UpgradeTier | undefined;
  let percent = 0;
  let factor = 0;
  for (const boost of applied) {
    const parsed = parse(boost.boostType);
    if (parsed.upgrade && (!upgrade || tierKeys.indexOf(parsed.upgrade) > tierKeys.indexOf(upgrade))) upgrade = parsed.upgrade;
    if (parsed.percent !== undefined) percent = Math.max(percent, parsed.percent);
    if (parsed.factor !== undefined) factor = Math.max(factor, parsed.factor);
  }
  const t = texts.dashboard;
  const badges: BoostBadge[] = [];
  if (upgrade) badges.push({ kind: 'upgrade', tier: upgrade, label: `${tierName(upgrade)} ${t.boostUpgrade}` });
  if (percent > 0) badges.push({ kind: 'performance', percent, label: `+${percent}% ${t.boostOdds}` });
  if (factor > 0) badges.push({ kind: 'multiplier', factor, label: `${factor}x ${t.boostTickets}` });
  return badges;
}
