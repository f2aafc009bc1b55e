import type { WonPrize } from '@fr/contracts/prizes';
import type { ActivityItem, ProfileResponse, SettingsResponse } from '@fr/contracts/profile';

export function makeProfile(overrides: Partial<ProfileResponse> = {}): ProfileResponse {
  return {
    name: 'Devin Reyes',
    email: 'devin@example.com',
    avatar: 'DR',
    level: 4,
    xp: 8750,
    levelXp: 6000,
    nextLevelXp: 10_000,
    stats: { coins: 4200, totalPrizes: 2, ticketsEarned: 17, winRate: 12.5, currentStreak: 3, memberSince: '2026-09-01T12:00:00.000Z' },
    ...overrides,
  };
}

let nextPick = 0;

export function makeWonPrize(overrides: Partial<WonPrize> = {}): WonPrize {
  nextPick += 1;
  return {
    id: `nfl-bronze-2026-11-${10 + nextPick}:0`,
    name: 'NFL Team Merchandise Pack',
    value: 250,
    type: 'physical',
    status: 'pending',
    wonDate: '2026-11-22T05:01:00.000Z',
    claimDeadline: '2026-12-06T12:00:00.000Z',
    description: 'Your team jersey, cap and hoodie.',
    redeemCode: null,
    prizeId: 'nfl-merch-pack',
    drawId: `nfl-bronze-2026-11-${10 + nextPick}`,
    raffleId: 'nfl-bronze',
    taxDetailsRequired: false,
    shippingAddressRequired: false,
    ...overrides,
  };
}

export function makeSettings(overrides: Partial<SettingsResponse> = {}): SettingsResponse {
  return {
    firstName: 'Devin',
    lastName: 'Reyes',
    email: 'devin@example.com',
    timeZone: 'America/New_York',
    emailPreferences: { drawResults: true, prizeUpdates: true, marketing: false },
    showOnLeaderboard: true,
    monthlyPurchaseLimitUsd: null,
    pendingLimit: null,
    purchasedThisMonthUsd: 14.98,
    selfExcludedUntil: null,
    ...overrides,
  };
}

/** `count` Activity Log items, newest first, numbered from `from`. */
export function makeActivity(count: number, from = 1): ActivityItem[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `activity-${from + i}`,
    at: '2026-11-22T12:00:00.000Z',
    kind: 'coins' as const,
    amount: 50,
    cause: `Daily check-in ${from + i}`,
  }));
}
