import { XP_COIN_REASONS, experiencePoints, levelOf, liveStreak, texts, type ProfileResponse } from '@fr/contracts';
import {
  achievementTotals,
  creditedFor,
  winRecordOf,
  findUserById,
  lastCheckIn,
  memberSinceOf,
  playerBalance,
  prizeCountsOf,
  settingsOf,
} from '@fr/projections';
import { AppError } from '../../platform/errors';
import type { AppServices } from '../../services';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** The header and stat tiles, every figure from the ledger and the read models. */
export async function profileAnswer(services: Pick<AppServices, 'pool' | 'now'>, userId: string): Promise<ProfileResponse> {
  const { pool } = services;
  const now = services.now();
  const [user, settings, memberSince, coins, earnedCoins, achievements, prizes, draws, last] = await Promise.all([
    findUserById(pool, userId),
    settingsOf(pool, userId),
    memberSinceOf(pool, userId),
    playerBalance(pool, userId),
    creditedFor(pool, userId, XP_COIN_REASONS),
    achievementTotals(pool, userId),
    prizeCountsOf(pool, userId),
    winRecordOf(pool, userId),
    lastCheckIn(pool, userId),
  ]);
  if (!user || !memberSince) throw new AppError('not_found', texts.server.notFound);
  const tickets = [...achievements.ticketsByTier.values()].reduce((sum, n) => sum + n, 0);
  const xp = experiencePoints(earnedCoins, tickets);
  const { level, levelXp, nextLevelXp } = levelOf(xp);
  const name = `${settings.firstName} ${settings.lastName}`.trim() || user.username;
  return {
    name,
    email: user.email,
    avatar: initials(name),
    level,
    xp,
    levelXp,
    nextLevelXp,
    stats: {
      coins,
      // A forfeited prize went to a runner-up; the tile counts the prizes that are the player's.
      totalPrizes: prizes.won - prizes.forfeited,
      ticketsEarned: tickets,
      // Percent, one decimal: of the finished draws the player entered, those they won.
      winRate: draws.entered === 0 ? 0 : Math.min(100, Math.round((1000 * draws.won) / draws.entered) / 10),
      currentStreak: liveStreak(last, now, last?.timeZone ?? settings.timeZone),
      memberSince,
    },
  };
}
