import type { Checkpoint } from '@fr/contracts';
import { handlePlayerCommand, type PlayerServices } from '../player';
import type { PrizeAward } from './commands/award-prize';
import type { ForfeitPrize } from './commands/forfeit-prize';
import type { prizesSlice } from './prizes-slice';

/** Puts a draw's prize on the winner's stream, once per award id (a replay appends nothing and answers null). */
export async function awardPrize(services: PlayerServices, userId: string, award: PrizeAward): Promise<Checkpoint | null> {
  const result = await handlePlayerCommand<typeof prizesSlice>(services, userId, { type: 'AwardPrize', award });
  return result.position;
}

/**
 * Forfeits a pending prize past its deadline, or an admin's forfeit with a reason (null when it already was). Throws a
 * DomainError when the prize may not be forfeited: the draw must then keep the award where it is.
 */
export async function forfeitPrize(
  services: PlayerServices,
  userId: string,
  awardId: string,
  byAdmin?: ForfeitPrize['byAdmin'],
): Promise<Checkpoint | null> {
  const command: ForfeitPrize = byAdmin ? { type: 'ForfeitPrize', awardId, byAdmin } : { type: 'ForfeitPrize', awardId };
  const result = await handlePlayerCommand<typeof prizesSlice>(services, userId, command);
  return result.position;
}
