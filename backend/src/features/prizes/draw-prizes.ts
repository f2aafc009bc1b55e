import type { Checkpoint } from '@fr/contracts';
import { handlePlayerCommand, type PlayerServices } from '../player';
import type { PrizeAward } from './commands/award-prize';
import type { prizesSlice } from './prizes-slice';

/** Puts a draw's prize on the winner's stream, once per award id (a replay appends nothing and answers null). */
export async function awardPrize(services: PlayerServices, userId: string, award: PrizeAward): Promise<Checkpoint | null> {
  const result = await handlePlayerCommand<typeof prizesSlice>(services, userId, { type: 'AwardPrize', award });
  return result.position;
}

/**
 * Forfeits a pending prize past its deadline (null when it already was). Throws a DomainError when the prize was
 * claimed or its deadline has not passed: the draw must then keep the award where it is.
 */
export async function forfeitPrize(services: PlayerServices, userId: string, awardId: string): Promise<Checkpoint | null> {
  const result = await handlePlayerCommand<typeof prizesSlice>(services, userId, { type: 'ForfeitPrize', awardId });
  return result.position;
}
