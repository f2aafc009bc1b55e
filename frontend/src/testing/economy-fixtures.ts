import type { Challenge } from '@fr/contracts/challenges';
import type { CheckInProgressResponse } from '@fr/contracts/check-in';
import type { PurchasedBoost, ShopBoostType } from '@fr/contracts/shop';

let nextId = 0;

export function makeChallenge(overrides: Partial<Challenge> = {}): Challenge {
  nextId += 1;
  return {
    id: `challenge-${nextId}`,
    name: `Challenge ${nextId}`,
    description: 'Do the thing.',
    type: 'platform_signup',
    difficulty: 'medium',
    coinReward: 500,
    completed: false,
    pending: false,
    progress: 0,
    maxProgress: 1,
    requirements: JSON.stringify({ affiliateLink: `/api/gamification/challenges/challenge-${nextId}/click`, minimumAge: 21 }),
    ...overrides,
  };
}

export function makeProgress(overrides: Partial<CheckInProgressResponse> = {}): CheckInProgressResponse {
  return {
    totalPossible: 150,
    totalRemaining: 800,
    remainingSignups: [],
    remainingSyncs: [],
    claimedToday: false,
    currentStreak: 2,
    nextResetAt: '2025-09-07T04:00:00.000Z',
    timeZone: 'UTC',
    ...overrides,
  };
}

export function makePurchasedBoost(overrides: Partial<PurchasedBoost> = {}): PurchasedBoost {
  nextId += 1;
  return {
    id: `boost-${nextId}`,
    boostTypeId: 'performance-boost',
    boostType: 'odds_boost_20',
    name: '20% Odds Boost',
    description: 'Lowers every tier target.',
    applied: false,
    appliedToTeamName: null,
    appliedAt: null,
    purchasedAt: '2025-09-06T12:00:00.000Z',
    ...overrides,
  };
}

type Level = ShopBoostType['levels'][number];
const level = (number: number, code: string, coinCost: number, effectData: Level['effectData']): Level => ({
  level: number,
  code,
  coinCost,
  effectData,
});

/** The three boost types the shop sells (spec §9 prices), trimmed to two levels each. */
export function makeShopBoostTypes(): ShopBoostType[] {
  const type = (id: string, name: string, category: ShopBoostType['category'], levels: Level[]): ShopBoostType => ({
    id,
    name,
    description: `${name} for your team.`,
    category,
    icon: category,
    userLevel: 1,
    levels,
  });
  return [
    type('performance-boost', 'Odds Boost', 'performance', [
      level(1, 'odds_boost_10', 500, { type: 'odds_boost', oddsIncrease: 10, description: 'Tier targets 10% easier' }),
      level(2, 'odds_boost_20', 1000, { type: 'performance_reduction', tiers: [20, 20, 20, 20, 20] }),
    ]),
    type('tier-upgrade', 'Tier Upgrade', 'upgrade', [
      level(1, 'bronze_upgrade', 1500, { type: 'tier_upgrade', upgradeCount: 1, targetTier: 'Bronze' }),
      level(4, 'platinum_upgrade', 12000, { type: 'tier_upgrade', upgradeCount: 4, targetTier: 'Platinum' }),
    ]),
    type('prize-multiplier', 'Prize Multiplier', 'multiplier', [
      level(1, 'tickets_2x', 2000, { type: 'ticket_multiplier', multiplier: 2, description: 'Double tickets' }),
      level(5, 'tickets_10x', 25000, { type: 'ticket_multiplier', multiplier: 10, description: 'Ten times the tickets' }),
    ]),
  ];
}
