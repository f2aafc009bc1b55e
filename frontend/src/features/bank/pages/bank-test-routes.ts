import { coinPackages } from '@fr/contracts/bank';
import { defaultTiers } from '@fr/contracts/fantasy';
import { makeChallenge, makeProgress, makePurchasedBoost } from '../../../testing/economy-fixtures';
import { json, type Answer } from '../../../testing/fake-api';

/** The four spec §9 packages as the API lists them (price in dollars). */
export const packagesAnswer = json(
  200,
  coinPackages.map(({ amount, bonus, priceCents, popular }) => ({ amount, bonus, price: priceCents / 100, popular })),
);

export const readyBoost = makePurchasedBoost({ id: 'ready-1', name: 'Gold Upgrade', boostType: 'gold_upgrade' });
export const usedBoosts = [
  makePurchasedBoost({ name: 'Old Boost', applied: true, appliedToTeamName: 'Chiefs Kingdom', appliedAt: '2025-09-03T15:00:00Z' }),
  makePurchasedBoost({ name: 'Fresh Boost', applied: true, appliedToTeamName: 'Lakers Legacy', appliedAt: null }),
];

/** What the Bank reads for a signed-in player with some of everything; tests override single routes. */
export function bankRoutes(overrides: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    'GET /api/auth/status': json(200, { authenticated: true, configured: true, userId: 'u1' }),
    'GET /api/coins': json(200, { coins: 4200 }),
    'GET /api/gamification/daily-checkin-progress': json(200, makeProgress({ claimedToday: false })),
    'GET /api/gamification/challenges': json(200, [
      makeChallenge({ type: 'daily', name: 'Daily Check-in' }),
      makeChallenge({ type: 'streak', name: '3-Day Streak' }),
      makeChallenge({ type: 'first_deposit', name: 'First deposit' }),
      makeChallenge({ type: 'platform_sync', name: 'Sync Yahoo', completed: true }),
    ]),
    'GET /api/shop/purchased': json(200, { boosts: [readyBoost, ...usedBoosts] }),
    'GET /api/bank/packages': packagesAnswer,
    'GET /api/teams': json(200, { teams: { NFL: [], NBA: [], MLB: [] } }),
    'GET /api/tiers': json(200, defaultTiers),
    ...overrides,
  };
}
