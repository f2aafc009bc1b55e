/** Prize constants: product-spec.md §2, §3 and §9 where they fix them, otherwise ours (marked). */
export const prizeCategories = ['cash', 'electronics', 'experiences', 'memorabilia', 'merch'] as const;

export type PrizeCategory = (typeof prizeCategories)[number];

/** The category filter of the Prizes page (§2). */
export const prizeCategoryFilters = ['all', ...prizeCategories] as const;

export const prizeRarities = ['common', 'rare', 'epic', 'legendary'] as const;

export const prizeTierNames = ['Bronze', 'Silver', 'Gold', 'Platinum'] as const;

/** Won prize types (§3). */
export const wonPrizeTypes = ['experience', 'cash', 'physical'] as const;

export type WonPrizeType = (typeof wonPrizeTypes)[number];

export const wonPrizeStatuses = ['pending', 'claimed', 'redeemed'] as const;

/** At most four featured prizes (§9). */
export const FEATURED_PRIZES_LIMIT = 4;

/** Tax documents are required for prizes of $600 or more (§9 says "over $600"; the IRS 1099 threshold is $600). */
export const TAX_DETAILS_THRESHOLD_USD = 600;

/** Minimum age is MINIMUM_AGE (accounts, §9) except where the age of majority is higher: 19 in AL and NE, 21 in MA. */
export const minimumAgeByState: Readonly<Record<string, number>> = { AL: 19, NE: 19, MA: 21 };

/**
 * Ours: the official rules are void in New York, Florida and Rhode Island (sweepstakes there need registration and
 * bonding we have not done) and outside the 50 states and DC.
 */
export const VOID_STATES = ['NY', 'FL', 'RI'] as const;

export const usStates = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

/** Ours: the age on the claim date is reckoned on the sponsor's calendar, New York time. */
export const CLAIM_TIME_ZONE = 'America/New_York';

/** Ours: a winner has 14 days to claim; then the prize goes to the next runner-up of the same draw. */
export const PRIZE_CLAIM_DAYS = 14;

/** Ours: the job that hands unclaimed prizes on runs hourly. */
export const PRIZE_EXPIRY_PATTERN = '17 * * * *';
