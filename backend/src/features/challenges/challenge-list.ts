import type pg from 'pg';
import { liveStreak, localDate, type Challenge } from '@fr/contracts';
import { clickedChallengeIds, completedChallengeIds, lastCheckIn, liveChallenges } from '@fr/projections';

/**
 * Every offered challenge with this player's progress (for a visitor: nothing completed); a partner challenge whose
 * link the player opened is pending until the partner's postback completes it.
 */
export async function challengesFor(pool: pg.Pool, userId: string | null, now: Date): Promise<Challenge[]> {
  const offeredChallenges = await liveChallenges(pool);
  const [completed, clicked, last] = userId
    ? await Promise.all([completedChallengeIds(pool, userId), clickedChallengeIds(pool, userId), lastCheckIn(pool, userId)])
    : [new Set<string>(), new Set<string>(), null];
  const checkedInToday = last !== null && localDate(now, last.timeZone) === last.localDate;
  return offeredChallenges.map((c) => {
    const done = c.type === 'daily' ? checkedInToday : completed.has(c.id);
    const progress = done
      ? c.maxProgress
      : c.type === 'streak'
        ? Math.min(liveStreak(last, now, last?.timeZone ?? 'UTC'), c.maxProgress)
        : 0;
    return {
      id: c.id,
      name: c.name,
      description: c.description,
      type: c.type,
      difficulty: c.difficulty,
      coinReward: c.coinReward,
      completed: done,
      pending: !done && clicked.has(c.id),
      progress,
      maxProgress: c.maxProgress,
      requirements: JSON.stringify(c.requirements),
    };
  });
}
