import type pg from 'pg';
import {
  DAILY_CHECKIN_BASE_COINS,
  DAILY_CHECKIN_BONUS_PER_CHALLENGE,
  DAILY_CHECKIN_MAX_BONUS_CHALLENGES,
  DAILY_CHECKIN_MAX_COINS,
  challengeCatalogue,
  type Challenge,
  type CheckInProgressResponse,
  type PurchasedBoost,
} from '@fr/contracts';
import { isCheckInBonusChallenge } from '../domain/challenge-rules';
import { liveStreak, localDate, nextResetAfter, startOfLocalDay, addDays, type LastClaim } from '../domain/local-day';

export async function lastCheckIn(pool: pg.Pool, userId: string): Promise<LastClaim | null> {
  const { rows } = await pool.query<{ local_date: string; time_zone: string; streak: number }>(
    'SELECT local_date, time_zone, streak FROM check_ins WHERE user_id = $1 ORDER BY claimed_at DESC LIMIT 1',
    [userId],
  );
  const row = rows[0];
  return row ? { localDate: row.local_date, timeZone: row.time_zone, streak: row.streak } : null;
}

async function completedIds(pool: pg.Pool, userId: string): Promise<Set<string>> {
  const { rows } = await pool.query<{ challenge_id: string }>('SELECT challenge_id FROM challenge_completions WHERE user_id = $1', [userId]);
  return new Set(rows.map((r) => r.challenge_id));
}

const claimedToday = (last: LastClaim | null, now: Date) => last !== null && localDate(now, last.timeZone) === last.localDate;

/** Every challenge with this player's progress (for a visitor: nothing completed). */
export async function challengesFor(pool: pg.Pool, userId: string | null, now: Date): Promise<Challenge[]> {
  const [completed, last] = userId ? await Promise.all([completedIds(pool, userId), lastCheckIn(pool, userId)]) : [new Set<string>(), null];
  return challengeCatalogue.map((c) => {
    const done = c.type === 'daily' ? claimedToday(last, now) : completed.has(c.id);
    const progress = done ? c.maxProgress : c.type === 'streak' ? Math.min(liveStreak(last, now, last?.timeZone ?? 'UTC'), c.maxProgress) : 0;
    return {
      id: c.id, name: c.name, description: c.description, type: c.type, difficulty: c.difficulty, coinReward: c.coinReward,
      completed: done, progress, maxProgress: c.maxProgress, requirements: JSON.stringify(c.requirements),
    };
  });
}

export async function checkInProgress(pool: pg.Pool, userId: string, now: Date, requestedZone: string | undefined): Promise<CheckInProgressResponse> {
  const [completed, last] = await Promise.all([completedIds(pool, userId), lastCheckIn(pool, userId)]);
  const timeZone = requestedZone ?? last?.timeZone ?? 'UTC';
  const bonusCount = Math.min([...completed].filter(isCheckInBonusChallenge).length, DAILY_CHECKIN_MAX_BONUS_CHALLENGES);
  const totalPossible = Math.min(DAILY_CHECKIN_BASE_COINS + DAILY_CHECKIN_BONUS_PER_CHALLENGE * bonusCount, DAILY_CHECKIN_MAX_COINS);
  const remaining = (type: string) =>
    challengeCatalogue.filter((c) => c.type === type && !completed.has(c.id)).map((c) => ({ id: c.id, name: c.name, requirements: JSON.stringify(c.requirements) }));
  const today = claimedToday(last, now);
  return {
    totalPossible,
    totalRemaining: DAILY_CHECKIN_MAX_COINS - totalPossible,
    remainingSignups: remaining('platform_signup'),
    remainingSyncs: remaining('platform_sync'),
    claimedToday: today,
    currentStreak: liveStreak(last, now, timeZone),
    nextResetAt: (today && last ? nextResetAfter(last, timeZone) : startOfLocalDay(addDays(localDate(now, timeZone), 1), timeZone)).toISOString(),
    timeZone,
  };
}

const EARNED_REASONS = ['daily_checkin', 'challenge_reward', 'category_bonus', 'ultimate_bonus'];

/** Coins earned through the gamification (check-ins, challenges, bonuses), from the ledger. */
export async function earnedCoins(pool: pg.Pool, userId: string): Promise<number> {
  const { rows } = await pool.query<{ total: number }>(
    `SELECT coalesce(sum(amount), 0)::bigint AS total FROM ledger_entries WHERE account = $1 AND amount > 0 AND reason = ANY($2)`,
    [`player:${userId}`, EARNED_REASONS],
  );
  return rows[0]?.total ?? 0;
}

interface BoostRow {
  boost_id: string; boost_type_id: string; code: string; name: string; description: string;
  applied_team_name: string | null; applied_at: Date | null; purchased_at: Date;
}

export async function purchasedBoosts(pool: pg.Pool, userId: string): Promise<PurchasedBoost[]> {
  const { rows } = await pool.query<BoostRow>('SELECT * FROM purchased_boosts WHERE user_id = $1 ORDER BY purchased_at DESC, boost_id', [userId]);
  return rows.map(toPurchasedBoost);
}

export async function purchasedBoost(pool: pg.Pool, boostId: string): Promise<PurchasedBoost | null> {
  const { rows } = await pool.query<BoostRow>('SELECT * FROM purchased_boosts WHERE boost_id = $1', [boostId]);
  return rows[0] ? toPurchasedBoost(rows[0]) : null;
}

const toPurchasedBoost = (r: BoostRow): PurchasedBoost => ({
  id: r.boost_id,
  boostTypeId: r.boost_type_id,
  boostType: r.code,
  name: r.name,
  description: r.description,
  applied: r.applied_at !== null,
  appliedToTeamName: r.applied_team_name,
  appliedAt: r.applied_at?.toISOString() ?? null,
  purchasedAt: r.purchased_at.toISOString(),
});
