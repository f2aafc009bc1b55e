import { inGameWindow, type GameWeek, type Sport } from '@fr/contracts';
import { unitHash } from './demo-codes';

const HOUR_MS = 60 * 60 * 1000;
const PROJECTION_MIN = 90;
const PROJECTION_SPAN = 70;
const RATIO_MIN = 0.8;
const RATIO_SPAN = 0.8;

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** This week's projection for a team: deterministic, between 90 and 160. */
export function demoProjection(seed: string, teamKey: string, week: GameWeek): number {
  return round2(PROJECTION_MIN + PROJECTION_SPAN * unitHash(seed, 'projection', teamKey, week.id));
}

/**
 * Where each team ends the week, as a multiple of its projection, from 0.8 to 1.6. Stratified rather than drawn
 * independently: the teams are shuffled into equal bands of that range, so every week some teams reach Bronze to
 * Platinum and some fall short, instead of a whole roster sometimes missing by luck.
 */
export function demoFinalRatios(seed: string, teamKeys: readonly string[], week: GameWeek): Map<string, number> {
  const order = [...teamKeys].sort((a, b) => unitHash(seed, 'order', a, week.id) - unitHash(seed, 'order', b, week.id));
  return new Map(order.map((key, band) => [key, RATIO_MIN + (RATIO_SPAN * (band + unitHash(seed, 'ratio', key, week.id))) / order.length]));
}

/** Game windows are whole league-time hours, so a week is fully described by its in-window hour starts. */
const windowCache = new Map<string, number[]>();
const WINDOW_CACHE_LIMIT = 12;

function windowHours(sport: Sport, week: GameWeek): number[] {
  const cacheKey = `${sport}:${week.id}`;
  const cached = windowCache.get(cacheKey);
  if (cached) return cached;
  const hours: number[] = [];
  for (let at = week.start.getTime(); at < week.end.getTime(); at += HOUR_MS) {
    if (inGameWindow(sport, new Date(at))) hours.push(at);
  }
  if (windowCache.size >= WINDOW_CACHE_LIMIT) windowCache.delete(windowCache.keys().next().value!);
  windowCache.set(cacheKey, hours);
  return hours;
}

/**
 * The share of the sport's game-window time already played this week: 0 before the first window opens, 1 after
 * the last one closes, rising only while a window is open. Points follow it, so they climb during games and hold
 * still in between, as real fantasy points do.
 */
export function demoProgress(sport: Sport, week: GameWeek, now: Date): number {
  const hours = windowHours(sport, week);
  if (hours.length === 0) return 1;
  const played = hours.reduce((sum, start) => sum + Math.min(Math.max(now.getTime() - start, 0), HOUR_MS), 0);
  return played / (hours.length * HOUR_MS);
}
