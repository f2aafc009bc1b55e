import { DRAW_CLOCK, frequencyOfTier, type DrawFrequency, type RaffleTier } from '../raffles/constants';
import { raffles } from '../raffles/raffles';
/** Tiers, product-spec.md §4 and §9. Tier 1 pays coins; tiers 2-5 pay raffle tickets. */
export const tierKeys = ['rookie', 'bronze', 'silver', 'gold', 'platinum'] as const;

export type TierKey = (typeof tierKeys)[number];

export type TierLevel = 1 | 2 | 3 | 4 | 5;

export interface TierDefinition {
  id: TierLevel;
  key: TierKey;
  tierName: string;
  /** Multiplier on projected points: the target a team must reach. Also the fallback when tiers are not loaded. */
  pointsMultiplier: number;
  /** Raffle tickets per achievement (0 for the coin tier). */
  ticketCount: number;
  reward: string;
  description: string;
  keyBenefits: string[];
  frequency: string | null;
  prizeRange: string | null;
  difficulty: string | null;
  prizePool: string;
  /** Boost preview name (§9). */
  previewName: string;
}

/** Experience tier reward: 500 coins base times the prize multiplier (§9). */
export const EXPERIENCE_REWARD_BASE_COINS = 500;

export const TIERS_CONFIG_STREAM = 'config-tiers';

/** The values admins tune live (the admin Settings tab): the margin, the tickets per achievement, the prize pool. */
export interface LiveTierValues {
  pointsMultiplier: number;
  ticketCount: number;
  prizePool: string;
}

/** The margin a multiplier asks for, in percent to one decimal ("10", "8.5"). */
export const tierMargin = (pointsMultiplier: number): number => Math.round((pointsMultiplier - 1) * 1000) / 10;

const tickets = (count: number, tierName: string) => `${count} ${tierName} raffle ticket${count === 1 ? '' : 's'}`;

/** What each ticket tier's raffles award, from the prize catalogue: "$100 to $250". */
function prizeRangeOf(tier: RaffleTier): string {
  const values = raffles.filter((r) => r.tier === tier).map((r) => r.prize.estimatedValue);
  const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? usd(low) : `${usd(low)} to ${usd(high)}`;
}

const drawingOf: Readonly<Record<DrawFrequency, { schedule: string; raffle: string }>> = {
  daily: { schedule: `Daily drawing at ${DRAW_CLOCK}`, raffle: 'daily' },
  weekly: { schedule: `Weekly drawing Sunday ${DRAW_CLOCK}`, raffle: 'weekly' },
  monthly: { schedule: 'Monthly drawing on the last day of the month', raffle: 'monthly' },
  season: { schedule: 'Drawing at season end', raffle: 'season-end' },
};

/**
 * A tier's copy from its live values, so the dialogs, the landing page and the rules never state a margin, a ticket
 * count or a prize the configuration no longer holds (an admin who sets Bronze to 8 % sees "beat by 8%" everywhere).
 */
export function tierWithValues(base: TierDefinition, live: LiveTierValues): TierDefinition {
  const margin = tierMargin(live.pointsMultiplier);
  const common = { ...base, pointsMultiplier: live.pointsMultiplier, ticketCount: live.ticketCount, prizePool: live.prizePool };
  if (base.frequency === null) {
    return { ...common, description: `Beat your projection by ${margin}% to earn Experience coins.` };
  }
  const key = base.key as RaffleTier;
  const drawing = drawingOf[frequencyOfTier[key]];
  return {
    ...common,
    reward: tickets(live.ticketCount, base.tierName),
    description: `Beat your projection by ${margin}% to earn ${live.ticketCount === 1 ? 'a ticket' : `${live.ticketCount} tickets`} for the ${drawing.raffle} ${base.tierName} raffle.`,
    keyBenefits: [drawing.schedule, live.prizePool, base.keyBenefits[base.keyBenefits.length - 1]!],
    prizeRange: prizeRangeOf(key),
  };
}

const rookie: TierDefinition = {
  id: 1,
  key: 'rookie',
  tierName: 'Rookie',
  pointsMultiplier: 1.01,
  ticketCount: 0,
  reward: `${EXPERIENCE_REWARD_BASE_COINS} coins`,
  description: '',
  keyBenefits: [`${EXPERIENCE_REWARD_BASE_COINS} coins per achievement`, 'Counts toward your streak', 'No raffle ticket needed'],
  frequency: null,
  prizeRange: null,
  difficulty: null,
  prizePool: `${EXPERIENCE_REWARD_BASE_COINS} coins`,
  previewName: 'Rookie Rush',
};

/** The ticket tiers as the spec seeds them; `reach` is the last key benefit, the rest is derived. */
const ticketTiers: TierDefinition[] = [
  {
    id: 2,
    key: 'bronze',
    tierName: 'Bronze',
    pointsMultiplier: 1.1,
    prizePool: 'Merchandise worth $250',
    difficulty: 'easy',
    reach: 'Easy to reach',
    previewName: 'Bronze Blitz',
  },
  {
    id: 3,
    key: 'silver',
    tierName: 'Silver',
    pointsMultiplier: 1.2,
    prizePool: 'Game tickets $400 to $800',
    difficulty: 'moderate',
    reach: 'Moderate challenge',
    previewName: 'Silver Surge',
  },
  {
    id: 4,
    key: 'gold',
    tierName: 'Gold',
    pointsMultiplier: 1.3,
    prizePool: 'Packages $6,000 to $10,000',
    difficulty: 'hard',
    reach: 'Hard to reach',
    previewName: 'Gold Glory',
  },
  {
    id: 5,
    key: 'platinum',
    tierName: 'Platinum',
    pointsMultiplier: 1.5,
    prizePool: '$12,000 to $25,000+',
    difficulty: 'legend',
    reach: 'Legendary',
    previewName: 'Platinum Peak',
  },
].map(({ reach, ...t }) => ({
  ...t,
  id: t.id as TierLevel,
  key: t.key as TierKey,
  ticketCount: 1,
  frequency: frequencyOfTier[t.key as RaffleTier],
  reward: '',
  description: '',
  keyBenefits: [reach],
  prizeRange: null,
}));

/** The spec's tiers (§4, §9): the seed of the live configuration and the fallback while it is not loaded. */
export const defaultTiers: readonly TierDefinition[] = [rookie, ...ticketTiers].map((t) => tierWithValues(t, t));

/** Performance labels from current / projected, highest first (§4). */
export const performanceLabels = [
  { minRatio: 1.5, inclusive: true, label: 'PLATINUM POWER' },
  { minRatio: 1.3, inclusive: true, label: 'GOLD GLORY' },
  { minRatio: 1.2, inclusive: true, label: 'SILVER SURGE' },
  { minRatio: 1.1, inclusive: true, label: 'BRONZE BLITZ' },
  { minRatio: 1, inclusive: false, label: 'ROOKIE RUSH' },
] as const;

export const PRE_GAME_LABEL = 'Pre-Game';

export const BELOW_PROJECTION_LABEL = 'BELOW PROJECTION';
