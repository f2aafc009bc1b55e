import { texts, type FulfilmentState, type WonPrize } from '@fr/contracts';
import { DomainError } from '../../platform/errors';
import type { PrizesState, WonPrizeRecord } from './prizes-slice';

export type WonPrizeStatus = WonPrize['status'] | 'forfeited';

export function prizeStatus(prize: WonPrizeRecord): WonPrizeStatus {
  if (prize.forfeitedAt) return 'forfeited';
  if (prize.redeemedAt) return 'redeemed';
  return prize.claim ? 'claimed' : 'pending';
}

/** Where the prize stands for the operators who fulfil it (a redeemed code is still a claimed prize to send). */
export function fulfilmentStateOf(prize: WonPrizeRecord): FulfilmentState {
  if (prize.forfeitedAt) return 'forfeited';
  if (prize.payment) return 'paid';
  if (prize.deliveredAt) return 'delivered';
  if (prize.shipment) return 'shipped';
  return prize.claim ? 'claimed' : 'won';
}

/** The player's own prize; another player's award is not on this stream, so it is simply not found. */
export function ownPrize(state: PrizesState, awardId: string): WonPrizeRecord {
  const prize = state.prizes.get(awardId);
  if (!prize) throw new DomainError('not_found', texts.server.prizeNotFound);
  return prize;
}
