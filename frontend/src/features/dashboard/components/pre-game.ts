import { PRE_GAME_HOUR } from '@fr/contracts/constants/fantasy';

/** The next 8 PM in the browser's local time (spec §9): today's, or tomorrow's once today's has passed. */
export function nextPreGameStart(now: Date): Date {
  const start = new Date(now);
  start.setHours(PRE_GAME_HOUR, 0, 0, 0);
  if (start.getTime() <= now.getTime()) start.setDate(start.getDate() + 1);
  return start;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** HH:MM:SS of the time left, rounded down to whole seconds. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
