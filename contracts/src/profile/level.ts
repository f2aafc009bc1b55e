import { XP_LEVEL_STEP, XP_PER_TICKET } from './constants';

/** XP from the ledger: every earned coin (bought coins never count) plus a fixed amount per raffle ticket. */
export const experiencePoints = (earnedCoins: number, tickets: number) => earnedCoins + tickets * XP_PER_TICKET;

const levelStart = (level: number) => XP_LEVEL_STEP * level * (level - 1);

/** The level an XP total reaches, with the XP where it started and where the next begins (for the XP bar). */
export function levelOf(xp: number): { level: number; levelXp: number; nextLevelXp: number } {
  // Solve 500 L (L - 1) <= xp for the largest whole L.
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + (4 * Math.max(0, xp)) / XP_LEVEL_STEP)) / 2));
  while (levelStart(level + 1) <= xp) level++;
  while (level > 1 && levelStart(level) > xp) level--;
  return { level, levelXp: levelStart(level), nextLevelXp: levelStart(level + 1) };
}
