import { prizeFulfilmentTexts, texts, type FulfilmentState, type WinnerContactTemplate } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { PlayerContext } from '../../player';
import type { PrizesEvent, PrizesState, WonPrizeRecord } from '../prizes-slice';
import { fulfilmentStateOf, ownPrize } from '../won-prizes';

export interface MarkPrizeShipped {
  type: 'MarkPrizeShipped';
  awardId: string;
  adminId: string;
  carrier: string;
  trackingNumber: string;
}

export interface MarkPrizeDelivered {
  type: 'MarkPrizeDelivered';
  awardId: string;
  adminId: string;
}

export interface MarkPrizeCashPaid {
  type: 'MarkPrizeCashPaid';
  awardId: string;
  adminId: string;
  paymentReference: string;
}

export interface ContactWinner {
  type: 'ContactWinner';
  awardId: string;
  adminId: string;
  /** The client's id for this contact: the same one again sends nothing. */
  contactId: string;
  template: WinnerContactTemplate;
}

/** A refusal that names the action and the state it met, in words (409: the prize is elsewhere on its path). */
function wrongState(action: string, state: FulfilmentState): DomainError {
  return new DomainError('conflict', texts.server.fulfilmentWrongState(action, prizeFulfilmentTexts.states[state].toLowerCase()));
}

function claimedPrize(state: PrizesState, awardId: string, action: string): WonPrizeRecord {
  const prize = ownPrize(state, awardId);
  const current = fulfilmentStateOf(prize);
  if (current !== 'claimed') throw wrongState(action, current);
  return prize;
}

/** A claimed prize that is sent (not cash) is shipped once; the same carrier and tracking again change nothing. */
export function decideMarkPrizeShipped(command: MarkPrizeShipped, state: PrizesState, { userId, now }: PlayerContext): PrizesEvent[] {
  const prize = ownPrize(state, command.awardId);
  if (prize.shipment) {
    const same = prize.shipment.carrier === command.carrier && prize.shipment.trackingNumber === command.trackingNumber;
    if (same) return [];
    throw new DomainError('conflict', texts.server.fulfilmentAlreadyShipped);
  }
  if (prize.won.type === 'cash') throw new DomainError('conflict', texts.server.fulfilmentNotPhysical);
  claimedPrize(state, command.awardId, 'shipped');
  const { adminId, carrier, trackingNumber } = command;
  return [
    { type: 'PrizeShipped', data: { userId, awardId: command.awardId, adminId, carrier, trackingNumber, shippedAt: now.toISOString() } },
  ];
}

/** A shipped prize is delivered once. */
export function decideMarkPrizeDelivered(command: MarkPrizeDelivered, state: PrizesState, { userId, now }: PlayerContext): PrizesEvent[] {
  const prize = ownPrize(state, command.awardId);
  const current = fulfilmentStateOf(prize);
  if (current === 'delivered') return [];
  if (current !== 'shipped') throw wrongState('delivered', current);
  return [{ type: 'PrizeDelivered', data: { userId, awardId: command.awardId, adminId: command.adminId, deliveredAt: now.toISOString() } }];
}

/** A claimed cash prize is paid once; the same payment reference again changes nothing. */
export function decideMarkPrizeCashPaid(command: MarkPrizeCashPaid, state: PrizesState, { userId, now }: PlayerContext): PrizesEvent[] {
  const prize = ownPrize(state, command.awardId);
  if (prize.payment) {
    if (prize.payment.paymentReference === command.paymentReference) return [];
    throw new DomainError('conflict', texts.server.fulfilmentAlreadyPaid);
  }
  if (prize.won.type !== 'cash') throw new DomainError('conflict', texts.server.fulfilmentNotCash);
  claimedPrize(state, command.awardId, 'paid');
  const { adminId, paymentReference } = command;
  return [{ type: 'PrizeCashPaid', data: { userId, awardId: command.awardId, adminId, paymentReference, paidAt: now.toISOString() } }];
}

/** A winner is e-mailed about a prize that is still theirs; one event per contact id, so a retry sends nothing more. */
export function decideContactWinner(command: ContactWinner, state: PrizesState, { userId, now }: PlayerContext): PrizesEvent[] {
  const prize = ownPrize(state, command.awardId);
  if (prize.contacts.has(command.contactId)) return [];
  const current = fulfilmentStateOf(prize);
  if (current === 'forfeited') throw wrongState('e-mailed about', current);
  const { adminId, contactId, template } = command;
  return [
    { type: 'PrizeWinnerContacted', data: { userId, awardId: command.awardId, adminId, contactId, template, sentAt: now.toISOString() } },
  ];
}
