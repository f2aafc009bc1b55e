import { MINIMUM_AGE } from '../accounts/constants';
import { STREAK_GOALS } from '../check-in/constants';
import { platforms } from '../fantasy/constants';

export const CATEGORY_BONUS_COINS = 50_000;

export const ULTIMATE_BONUS_COINS = 1_000_000;

/** Challenge types, difficulties and the catalogue (product-spec.md §2, §3; rewards are ours, marked per type). */
export const challengeTypes = [
  'daily',
  'streak',
  'platform_signup',
  'platform_sync',
  'first_deposit',
  'wager',
  'wager_type',
  'referral',
] as const;

export type ChallengeType = (typeof challengeTypes)[number];

export const difficulties = ['easy', 'medium', 'hard', 'legendary'] as const;

export type Difficulty = (typeof difficulties)[number];

/** Bonus categories = the Challenges tabs that group challenges (§2); `all` and `completed` are views, not categories. */
export const challengeCategories = ['daily', 'platform_signup', 'platform_sync', 'deposit', 'wager', 'referral'] as const;

export type ChallengeCategory = (typeof challengeCategories)[number];

export const categoryOfType: Record<ChallengeType, ChallengeCategory> = {
  daily: 'daily',
  streak: 'daily',
  platform_signup: 'platform_signup',
  platform_sync: 'platform_sync',
  first_deposit: 'deposit',
  wager: 'wager',
  wager_type: 'wager',
  referral: 'referral',
};

/** Bank quick opportunities: challenge type -> Challenges tab (§2). */
export const tabOfType: Record<ChallengeType, string> = {
  platform_signup: 'platform_signup',
  platform_sync: 'platform_sync',
  first_deposit: 'deposit',
  wager: 'wager',
  wager_type: 'wager',
  referral: 'referral',
  streak: 'daily',
  daily: 'all',
};

/** Partner conversions a postback can report, and the challenge type each completes. */
export const conversionEvents = {
  signup: 'platform_signup',
  deposit: 'first_deposit',
  wager: 'wager',
  wager_type: 'wager_type',
  referral: 'referral',
} as const;

export type ConversionEvent = keyof typeof conversionEvents;

/** Ours: the largest commission one postback may report ($100,000); anything above is a partner's mistake, refused. */
export const MAX_COMMISSION_CENTS = 10_000_000;

export interface ChallengeDefinition {
  id: string;
  name: string;
  description: string;
  type: ChallengeType;
  difficulty: Difficulty;
  coinReward: number;
  maxProgress: number;
  /** The partner platform a sign-up, sync, deposit or wager challenge is about. */
  platform: string | null;
  requirements: { affiliateLink?: string; minimumAge?: number; minimumDeposit?: number; platform?: string };
}

export const partnerPlatforms = platforms.filter((p) => p !== 'Yahoo Fantasy');

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export const partnerSlug = slug;

/** A partner's affiliate link: challenges link to it as it is, contests name their offer on it. */
export const affiliateLink = (platform: string) => `https://partners.fantasy-rewards.example/go/${slug(platform)}`;

/** Ours: sportsbooks ask for 21+ (spec §5 shows 18+/21+ requirements as display text). */
export const SPORTSBOOK_MINIMUM_AGE = 21;

const isSportsbook = (platform: string) => /Sportsbook|BetMGM/.test(platform);

export const challengeCatalogue: readonly ChallengeDefinition[] = [
  {
    id: 'daily-checkin',
    name: 'Daily Check-in',
    description: 'Visit and claim your daily reward.',
    type: 'daily',
    difficulty: 'easy',
    coinReward: 50,
    maxProgress: 1,
    platform: null,
    requirements: {},
  },
  ...STREAK_GOALS.map((days, i): ChallengeDefinition => ({
    id: `streak-${days}`,
    name: `${days}-Day Streak`,
    description: `Check in ${days} days in a row.`,
    type: 'streak',
    difficulty: (['easy', 'medium', 'hard', 'legendary'] as const)[i]!,
    coinReward: [150, 500, 2500, 10000][i]!,
    maxProgress: days,
    platform: null,
    requirements: {},
  })),
  ...partnerPlatforms.map((platform): ChallengeDefinition => ({
    id: `signup-${slug(platform)}`,
    name: `Join ${platform}`,
    description: `Create an account on ${platform}.`,
    type: 'platform_signup',
    difficulty: 'medium',
    coinReward: 500,
    maxProgress: 1,
    platform,
    requirements: {
      affiliateLink: affiliateLink(platform),
      minimumAge: isSportsbook(platform) ? SPORTSBOOK_MINIMUM_AGE : MINIMUM_AGE,
      platform,
    },
  })),
  ...platforms.map((platform): ChallengeDefinition => ({
    id: `sync-${slug(platform)}`,
    name: `Sync ${platform}`,
    description: `Sync your ${platform} teams.`,
    type: 'platform_sync',
    difficulty: 'easy',
    coinReward: 250,
    maxProgress: 1,
    platform,
    requirements: { platform },
  })),
  ...['DraftKings Sportsbook', 'FanDuel Sportsbook'].map((platform): ChallengeDefinition => ({
    id: `deposit-${slug(platform)}`,
    name: `First deposit at ${platform}`,
    description: `Make your first deposit at ${platform}.`,
    type: 'first_deposit',
    difficulty: 'hard',
    coinReward: 1000,
    maxProgress: 1,
    platform,
    requirements: { affiliateLink: affiliateLink(platform), minimumAge: SPORTSBOOK_MINIMUM_AGE, minimumDeposit: 10, platform },
  })),
  {
    id: 'wager-first',
    name: 'Place a wager',
    description: 'Place your first wager at a partner sportsbook.',
    type: 'wager',
    difficulty: 'medium',
    coinReward: 750,
    maxProgress: 1,
    platform: 'DraftKings Sportsbook',
    requirements: {
      affiliateLink: affiliateLink('DraftKings Sportsbook'),
      minimumAge: SPORTSBOOK_MINIMUM_AGE,
      platform: 'DraftKings Sportsbook',
    },
  },
  {
    id: 'wager-parlay',
    name: 'Place a parlay',
    description: 'Place a parlay wager at a partner sportsbook.',
    type: 'wager_type',
    difficulty: 'hard',
    coinReward: 1000,
    maxProgress: 1,
    platform: 'FanDuel Sportsbook',
    requirements: {
      affiliateLink: affiliateLink('FanDuel Sportsbook'),
      minimumAge: SPORTSBOOK_MINIMUM_AGE,
      platform: 'FanDuel Sportsbook',
    },
  },
  {
    id: 'referral-friend',
    name: 'Refer a friend',
    description: 'A friend you referred joins a partner platform.',
    type: 'referral',
    difficulty: 'medium',
    coinReward: 500,
    maxProgress: 1,
    platform: 'PrizePicks',
    requirements: { affiliateLink: affiliateLink('PrizePicks'), platform: 'PrizePicks' },
  },
];
