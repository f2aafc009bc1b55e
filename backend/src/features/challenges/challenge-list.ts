import type pg from 'pg';
import { challengeCatalogue, liveStreak, localDate, type Challenge } from '@fr/contracts';
import { completedChallengeIds, lastCheckIn } from '@fr/projections';

/** Every challenge with this player's progress (for a visitor: nothing completed). */
export async function challengesFor(pool: pg.Pool, userId: string | null, now: Date): Promise<Challenge[]> {
  const [completed, last] = userId
    ? await Promise.all([completedChallengeIds(pool, userId), lastCheckIn(pool, userId)])
    : [new Set<string>(), null];
  const checkedInToday = last !== null && localDate(now, last.timeZone) === last.localDate;
  return challengeCatalogue.map((c) => {
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
      progress,
      maxProgress: c.maxProgress,
      requirements: JSON.stringify(c.requirements),
    };
  });
}
