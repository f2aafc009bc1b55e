import type pg from 'pg';
import {
  defaultTiers,
  tierWithValues,
  type LiveTierValues,
  type TierDefinition,
  type ScoringTier,
  type Team,
  type Tier,
  type TeamsResponse,
} from '@fr/contracts';
import { tierConfigs } from '@fr/projections';

export function groupBySport(teams: Team[]): TeamsResponse['teams'] {
  return {
    NFL: teams.filter((t) => t.sport === 'NFL'),
    NBA: teams.filter((t) => t.sport === 'NBA'),
    MLB: teams.filter((t) => t.sport === 'MLB'),
  };
}

type TierConfigRow = ReturnType<Awaited<ReturnType<typeof tierConfigs>>['get']>;

/** A tier's live values: the configuration (events on config-tiers) over the spec's defaults. */
const liveValues = (t: TierDefinition, c: TierConfigRow): LiveTierValues =>
  c
    ? { pointsMultiplier: Math.round((1 + c.increasePercentage / 100) * 10000) / 10000, ticketCount: c.ticketCount, prizePool: c.prizePool }
    : t;

/** The live tiers' scoring values. */
export async function scoringTiers(pool: pg.Pool): Promise<ScoringTier[]> {
  const configs = await tierConfigs(pool);
  return defaultTiers.map((t) => {
    const live = liveValues(t, configs.get(t.tierName));
    return { level: t.id, multiplier: live.pointsMultiplier, ticketCount: live.ticketCount };
  });
}

/** The tiers as players read them: every margin, ticket count and prize in their copy is the live configuration's. */
export async function publicTiers(pool: pg.Pool): Promise<Tier[]> {
  const configs = await tierConfigs(pool);
  return defaultTiers.map((t) => {
    const { id, tierName, pointsMultiplier, reward, description, keyBenefits, ticketCount, prizePool, prizeRange } = tierWithValues(
      t,
      liveValues(t, configs.get(t.tierName)),
    );
    return { id, tierName, pointsMultiplier, reward, description, keyBenefits, ticketCount, prizePool, prizeRange };
  });
}
