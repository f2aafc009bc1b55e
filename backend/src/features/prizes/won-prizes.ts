import { texts, type WonPrize } from '@fr/contracts';
import { DomainError } from '../../platform/errors';
import type { PrizesState, WonPrizeRecord } from './prizes-slice';

export type WonPrizeStatus = WonPrize['status'] | 'forfeited';

export function prizeStatus(prize: WonPrizeRecord): WonPrizeStatus {
  if (prize.forfeitedAt) return 'forfeited';
  if (prize.redeemedAt) return 'redeemed';
  return prize.claim ? 'claimed' : 'pending';
}

/** The player's own prize; another player's award is not on this stream, so it is simply not found. */
export function ownPrize(state: PrizesState, awardId: string): WonPrizeRecord {
  const prize = state.prizes.get(awardId);
  if (!prize) throw new DomainError('not_found', texts.server.prizeNotFound);
  return prize;
}
