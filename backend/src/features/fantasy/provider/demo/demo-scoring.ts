import type { GameWeek } from '@fr/contracts';
import { unitHash } from './demo-codes';

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
