import { coinPackages } from '@fr/contracts/bank';
import { defaultTiers } from '@fr/contracts/fantasy';
import { apiRoutes } from '@fr/contracts/api-routes';
import { makeChallenge, makeProgress, makePurchasedBoost } from '../../../testing/economy-fixtures';
import { answer, type Handler } from '../../../testing/fake-api';

/** The four spec §9 packages as the API lists them (price in dollars). */
export const packagesAnswer = coinPackages.map(({ amount, bonus, priceCents, popular }) => ({
  amount,
  bonus,
  price: priceCents / 100,
  popular,
}));

export const readyBoost = makePurchasedBoost({ id: 'ready-1', name: 'Gold Upgrade', boostType: 'gold_upgrade' });
export const usedBoosts = [
  makePurchasedBoost({ name: 'Old Boost', applied: true, appliedToTeamName: 'Chiefs Kingdom', appliedAt: '2025-09-03T15:00:00Z' }),
  makePurchasedBoost({ name: 'Fresh Boost', applied: true, appliedToTeamName: 'Lakers Legacy', appliedAt: null }),
];

/** What the Bank reads for a signed-in player with some of everything; tests override single routes. */
export function bankRoutes(overrides: Handler[] = []): Handler[] {
  return [
    answer(apiRoutes.authStatus, { authenticated: true, configured: true, userId: 'u1' }),
    answer(apiRoutes.coins, { coins: 4200 }),
    answer(apiRoutes.checkInProgress, makeProgress({ claimedToday: false })),
    answer(apiRoutes.challenges, [
      makeChallenge({ type: 'daily', name: 'Daily Check-in' }),
      makeChallenge({ type: 'streak', name: '3-Day Streak' }),
      makeChallenge({ type: 'first_deposit', name: 'First deposit' }),
      makeChallenge({ type: 'platform_sync', name: 'Sync Yahoo', completed: true }),
    ]),
    answer(apiRoutes.purchasedBoosts, { boosts: [readyBoost, ...usedBoosts] }),
    answer(apiRoutes.coinPackages, packagesAnswer),
    answer(apiRoutes.teams, { teams: { NFL: [], NBA: [], MLB: [] } }),
    answer(apiRoutes.tiers, defaultTiers),
    answer(apiRoutes.bankStatus, { provider: 'stripe', testMode: false }),
    ...overrides,
  ];
}
