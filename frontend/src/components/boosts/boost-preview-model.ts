import { DEFAULT_FALLBACK_PROJECTION } from '@fr/contracts/fantasy';
import { defaultTiers, EXPERIENCE_REWARD_BASE_COINS } from '@fr/contracts/fantasy';
import { shopTexts, upgradedTier } from '@fr/contracts/shop';
import { tierTarget } from '@fr/contracts/fantasy';
import type { Tier } from '@fr/contracts/fantasy';
import { upgradeLevel, type BoostEffect } from './boost-code';
import { formatNumber } from '../../lib/format';

/** A reward row: the tier's preview name and its reward before and after the boost. */
export interface RewardRow {
  name: string;
  before: string;
  after: string;
  changed: boolean;
}

/** A requirement row: the points the tier needs now and with the performance boost. */
export interface RequirementRow {
  name: string;
  current: number;
  boosted: number;
}

/** Spec §9 names each tier level for boost previews: Rookie Rush, Bronze Blitz, Silver Surge, Gold Glory, Platinum Peak. */
const previewName = (level: number) => defaultTiers.find((tier) => tier.id === level)?.previewName ?? String(level);
const ticketsOf = (level: number) => defaultTiers.find((tier) => tier.id === level)?.ticketCount ?? 1;
const coins = (amount: number) => shopTexts.boosts.coins(formatNumber(amount));

/** The projection a preview computes with; a team without one yet uses the spec §9 default. */
export const previewProjection = (projectedPoints: number) => (projectedPoints > 0 ? projectedPoints : DEFAULT_FALLBACK_PROJECTION);

/** Prize multiplier: the Experience tier's coins and every ticket tier's tickets are multiplied by N (spec §9). */
export function multiplierRows(factor: number, tiers: readonly Tier[]): RewardRow[] {
  return tiers.map((tier) => {
    const name = previewName(tier.id);
    if (tier.id === 1) {
      return { name, before: coins(EXPERIENCE_REWARD_BASE_COINS), after: coins(EXPERIENCE_REWARD_BASE_COINS * factor), changed: true };
    }
    const tickets = ticketsOf(tier.id);
    return { name, before: shopTexts.boosts.tickets(tickets), after: shopTexts.boosts.tickets(tickets * factor), changed: true };
  });
}

/** Tier upgrade: every tier up to the target takes the target's reward; higher tiers keep theirs (spec §4, §9). */
export function upgradeRows(effect: Extract<BoostEffect, { kind: 'upgrade' }>, tiers: readonly Tier[]): RewardRow[] {
  // Scoring's own rule (contracts): upgrade level N lifts tiers 1 to N+1, and the target is tier N+1.
  const upgradeCount = upgradeLevel(effect.tier) - 1;
  return tiers.map((tier) => {
    const lifted = tiers.find((candidate) => candidate.id === upgradedTier(tier.id, upgradeCount)) ?? tier;
    return { name: previewName(tier.id), before: tier.reward, after: lifted.reward, changed: lifted.id !== tier.id };
  });
}

/** Performance boost: each tier's target with and without the lowered margin (spec §4). */
export function requirementRows(percent: number, projectedPoints: number, tiers: readonly Tier[]): RequirementRow[] {
  const boosts = { reductionPercent: percent, rewardMultiplier: 1 };
  return tiers.map((tier) => ({
    name: previewName(tier.id),
    current: tierTarget(projectedPoints, { multiplier: tier.pointsMultiplier }),
    boosted: tierTarget(projectedPoints, { multiplier: tier.pointsMultiplier }, boosts),
  }));
}

/** The odds boost in points: the least and the most any tier's target drops by for this projection. */
export function pointsSaved(rows: readonly RequirementRow[]): { least: number; most: number } {
  const savings = rows.map((row) => row.current - row.boosted);
  return { least: Math.min(...savings), most: Math.max(...savings) };
}
