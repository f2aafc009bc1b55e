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

/** Ours: every prize but cash is sent (merchandise, tickets, packages), so its claim carries a shipping address. */
export const prizeNeedsShippingAddress = (type: WonPrizeType): boolean => type !== 'cash';

export const wonPrizeStatuses = ['pending', 'claimed', 'redeemed'] as const;

/** At most four featured prizes (§9). */
export const FEATURED_PRIZES_LIMIT = 4;

/** Tax documents are required for prizes of $600 or more (§9 says "over $600"; the IRS 1099 threshold is $600). */
export const TAX_DETAILS_THRESHOLD_USD = 600;

/** Ours: a winner has 14 days to claim; then the prize goes to the next runner-up of the same draw. */
export const PRIZE_CLAIM_DAYS = 14;

/** Ours: the job that hands unclaimed prizes on runs hourly. */
export const PRIZE_EXPIRY_PATTERN = '17 * * * *';
