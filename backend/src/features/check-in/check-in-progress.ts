import type pg from 'pg';
import {
  DAILY_CHECKIN_MAX_BONUS_CHALLENGES,
  DAILY_CHECKIN_MAX_COINS,
  addDays,
  checkInReward,
  liveStreak,
  localDate,
  nextResetAfter,
  startOfLocalDay,
  type CheckInProgressResponse,
} from '@fr/contracts';
import { completedChallengeIds, lastCheckIn, liveChallenges } from '@fr/projections';
import { isCheckInBonusChallenge } from '../challenges';

/** What today's check-in pays, what would raise it, and whether it is claimed, in the player's time zone. */
export async function checkInProgress(
  pool: pg.Pool,
  userId: string,
  now: Date,
  requestedZone: string | undefined,
): Promise<CheckInProgressResponse> {
  const [completed, last, challenges] = await Promise.all([
    completedChallengeIds(pool, userId),
    lastCheckIn(pool, userId),
    liveChallenges(pool),
  ]);
  const timeZone = requestedZone ?? last?.timeZone ?? 'UTC';
  const bonusCount = Math.min([...completed].filter(isCheckInBonusChallenge).length, DAILY_CHECKIN_MAX_BONUS_CHALLENGES);
  // The decider pays by the same rule, so the amount shown is the amount credited.
  const totalPossible = checkInReward(bonusCount);
  // Named as the live catalogue names them (issue 23): an admin's rename shows here as on the Challenges page.
  const remaining = (type: string) =>
    challenges
      .filter((c) => c.type === type && !completed.has(c.id))
      .map((c) => ({ id: c.id, name: c.name, requirements: JSON.stringify(c.requirements) }));
  // Claimed until the next claim is possible from this zone (a zone change can make that later than local midnight).
  const today = last !== null && now < nextResetAfter(last, timeZone);
  return {
    totalPossible,
    totalRemaining: DAILY_CHECKIN_MAX_COINS - totalPossible,
    remainingSignups: remaining('platform_signup'),
    remainingSyncs: remaining('platform_sync'),
    claimedToday: today,
    currentStreak: liveStreak(last, now, timeZone),
    nextResetAt: (today && last
      ? nextResetAfter(last, timeZone)
      : startOfLocalDay(addDays(localDate(now, timeZone), 1), timeZone)
    ).toISOString(),
    timeZone,
  };
}
