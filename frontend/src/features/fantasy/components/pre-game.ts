import { PRE_GAME_HOUR } from '@fr/contracts/fantasy';

/** The next 8 PM in the browser's local time (spec §9): today's, or tomorrow's once today's has passed. */
export function nextPreGameStart(now: Date): Date {
  const start = new Date(now);
  start.setHours(PRE_GAME_HOUR, 0, 0, 0);
  if (start.getTime() <= now.getTime()) start.setDate(start.getDate() + 1);
  return start;
}
