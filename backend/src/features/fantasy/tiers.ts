import type pg from 'pg';
import { defaultTiers, type ScoringTier, type Team, type Tier, type TeamsResponse } from '@fr/contracts';
import { tierConfigs } from '@fr/projections';

export function groupBySport(teams: Team[]): TeamsResponse['teams'] {
  return {
    NFL: teams.filter((t) => t.sport === 'NFL'),
    NBA: teams.filter((t) => t.sport === 'NBA'),
    MLB: teams.filter((t) => t.sport === 'MLB'),
  };
}

/** The live tiers: the configuration (events on config-tiers) over the spec's defaults. */
export async function scoringTiers(pool: pg.Pool): Promise<ScoringTier[]> {
  const configs = await tierConfigs(pool);
  return defaultTiers.map((t) => {
    const c = configs.get(t.tierName);
    return {
      level: t.id,
      multiplier: c ? Math.round((1 + c.increasePercentage / 100) * 10000) / 10000 : t.pointsMultiplier,
      ticketCount: c ? c.ticketCount : t.ticketCount,
    };
  });
}

export async function publicTiers(pool: pg.Pool): Promise<Tier[]> {
  const live = await scoringTiers(pool);
  return defaultTiers.map((t, i) => ({
    id: t.id,
    tierName: t.tierName,
    pointsMultiplier: live[i]!.multiplier,
    reward: t.id === 1 ? t.reward : `${live[i]!.ticketCount} ${t.tierName} raffle ticket${live[i]!.ticketCount === 1 ? '' : 's'}`,
    description: t.description,
    keyBenefits: t.keyBenefits,
  }));
}
