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

export const defaultTiers: readonly TierDefinition[] = [
  {
    id: 1,
    key: 'rookie',
    tierName: 'Rookie',
    pointsMultiplier: 1.01,
    ticketCount: 0,
    reward: '500 coins',
    description: 'Beat your projection by 1% to earn Experience coins.',
    keyBenefits: ['500 coins per achievement', 'Counts toward your streak', 'No raffle ticket needed'],
    frequency: null,
    prizeRange: null,
    difficulty: null,
    prizePool: '500 coins',
    previewName: 'Rookie Rush',
  },
  {
    id: 2,
    key: 'bronze',
    tierName: 'Bronze',
    pointsMultiplier: 1.1,
    ticketCount: 1,
    reward: '1 Bronze raffle ticket',
    description: 'Beat your projection by 10% to earn a ticket for the daily Bronze raffle.',
    keyBenefits: ['Daily drawing at 11:59 PM EST', 'Merchandise worth $250', 'Easy to reach'],
    frequency: 'daily',
    prizeRange: '$50-500',
    difficulty: 'easy',
    prizePool: 'Merchandise worth $250',
    previewName: 'Bronze Blitz',
  },
  {
    id: 3,
    key: 'silver',
    tierName: 'Silver',
    pointsMultiplier: 1.2,
    ticketCount: 1,
    reward: '1 Silver raffle ticket',
    description: 'Beat your projection by 20% to earn a ticket for the weekly Silver raffle.',
    keyBenefits: ['Weekly drawing Sunday 11:59 PM EST', 'Game tickets worth $400 to $800', 'Moderate challenge'],
    frequency: 'weekly',
    prizeRange: '$500-2K',
    difficulty: 'moderate',
    prizePool: 'Game tickets $400 to $800',
    previewName: 'Silver Surge',
  },
  {
    id: 4,
    key: 'gold',
    tierName: 'Gold',
    pointsMultiplier: 1.3,
    ticketCount: 1,
    reward: '1 Gold raffle ticket',
    description: 'Beat your projection by 30% to earn a ticket for the monthly Gold raffle.',
    keyBenefits: ['Monthly drawing on the last day of the month', 'Packages worth $6,000 to $10,000', 'Hard to reach'],
    frequency: 'monthly',
    prizeRange: '$2K-8K',
    difficulty: 'hard',
    prizePool: 'Packages $6,000 to $10,000',
    previewName: 'Gold Glory',
  },
  {
    id: 5,
    key: 'platinum',
    tierName: 'Platinum',
    pointsMultiplier: 1.5,
    ticketCount: 1,
    reward: '1 Platinum raffle ticket',
    description: 'Beat your projection by 50% to earn a ticket for the season-end Platinum raffle.',
    keyBenefits: ['Drawing at season end', 'Prizes worth $12,000 to $25,000+', 'Legendary'],
    frequency: 'season',
    prizeRange: '$10K+',
    difficulty: 'legend',
    prizePool: '$12,000 to $25,000+',
    previewName: 'Platinum Peak',
  },
];

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
