import { CHECKOUT_RESERVATION_MS, DEFAULT_TIME_ZONE, purchaseMonthOf, purchaseLimitAt, texts, type EventData } from '@fr/contracts';
import { DomainError } from '../../platform/errors';
import type { EventOf, PlayerContext } from '../player';
import type { ProfileState } from '../profile';
import type { BankState } from './bank-slice';

/** What responsible play reads of the profile's part of the stream: the limit in force and a self-exclusion. */
export type ResponsiblePlayPart = Pick<ProfileState, 'purchaseLimitChanges' | 'selfExcludedUntil'>;
type PlayerState = BankState & ResponsiblePlayPart;
type PlayerEvent = EventOf<'CoinCheckoutOpened' | 'CoinCheckoutReleased' | 'CoinPurchaseRefused'>;

/**
 * Responsible play on the player stream: an opened checkout reserves its price against the monthly purchase limit,
 * so checkouts opened one after another, or at the same instant (the stream serializes them), can never together pay
 * more than the limit; and a paid checkout is credited only if the player may still buy.
 */
export interface CheckoutsState {
  /** Open checkouts by checkout id, each reserving its price until it completes, is released or expires. */
  open: ReadonlyMap<string, { priceCents: number; expiresAt: string }>;
  /** Paid checkouts credited nothing, by payment id: the money is owed back. */
  refused: ReadonlySet<string>;
}

export const initialCheckouts = (): CheckoutsState => ({ open: new Map(), refused: new Set() });

type CheckoutEvent = EventOf<'CoinCheckoutOpened' | 'CoinCheckoutReleased' | 'CoinPurchaseCompleted' | 'CoinPurchaseRefused'>;

export function evolveCheckouts(state: CheckoutsState, event: CheckoutEvent): CheckoutsState {
  const withoutOpen = (checkoutId: string | undefined) => {
    if (!checkoutId || !state.open.has(checkoutId)) return state.open;
    const open = new Map(state.open);
    open.delete(checkoutId);
    return open;
  };
  switch (event.type) {
    case 'CoinCheckoutOpened': {
      const { checkoutId, priceCents, expiresAt } = event.data;
      return { ...state, open: new Map(state.open).set(checkoutId, { priceCents, expiresAt }) };
    }
    case 'CoinCheckoutReleased':
      return { ...state, open: withoutOpen(event.data.checkoutId) };
    case 'CoinPurchaseCompleted':
      return { ...state, open: withoutOpen(event.data.checkoutId) };
    case 'CoinPurchaseRefused':
      return { ...state, open: withoutOpen(event.data.checkoutId), refused: new Set(state.refused).add(event.data.paymentId) };
  }
}

const isLive = (reservation: { expiresAt: string }, now: Date) => Date.parse(reservation.expiresAt) > now.getTime();

/** This month's paid packages net of refunds plus every live reservation, except `exceptCheckoutId`'s own, in cents. */
function committedCents(state: BankState, now: Date, exceptCheckoutId?: string): number {
  const { from, to } = purchaseMonthOf(now);
  let cents = 0;
  for (const paid of state.payments.values()) {
    const at = Date.parse(paid.completedAt);
    if (at >= from.getTime() && at < to.getTime()) cents += paid.priceCents - paid.reversedCents;
  }
  for (const [checkoutId, reservation] of state.checkouts.open) {
    if (checkoutId !== exceptCheckoutId && isLive(reservation, now)) cents += reservation.priceCents;
  }
  return cents;
}

const excludedAt = (state: PlayerState, now: Date) =>
  state.selfExcludedUntil !== null && Date.parse(state.selfExcludedUntil) > now.getTime() ? state.selfExcludedUntil : null;

const limitCentsAt = (state: PlayerState, now: Date) => {
  const { monthlyLimitUsd } = purchaseLimitAt(state.purchaseLimitChanges, now);
  return monthlyLimitUsd === null ? null : monthlyLimitUsd * 100;
};

const usd = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

const untilFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: DEFAULT_TIME_ZONE,
  timeZoneName: 'short',
});

export interface OpenCoinCheckout {
  type: 'OpenCoinCheckout';
  checkoutId: string;
  packageAmount: number;
  priceCents: number;
}

/**
 * Opens a checkout before any money moves: refused while a self-exclusion is in force, or when this month's purchases
 * and the other open checkouts plus this price would pass the limit in force. Opening the same checkout again while it
 * is open decides nothing, so a retried purchase keeps its one reservation.
 */
export function decideOpenCoinCheckout(command: OpenCoinCheckout, state: PlayerState, { userId, now }: PlayerContext): PlayerEvent[] {
  const { checkoutId, packageAmount, priceCents } = command;
  const excludedUntil = excludedAt(state, now);
  if (excludedUntil) throw new DomainError('business_rule', texts.server.purchasesPausedUntil(untilFormat.format(new Date(excludedUntil))));
  const open = state.checkouts.open.get(checkoutId);
  if (open && isLive(open, now)) return [];
  const limitCents = limitCentsAt(state, now);
  if (limitCents !== null && committedCents(state, now) + priceCents > limitCents) {
    throw new DomainError('business_rule', texts.server.purchaseLimitReached(usd(limitCents / 100)));
  }
  const expiresAt = new Date(now.getTime() + CHECKOUT_RESERVATION_MS).toISOString();
  return [{ type: 'CoinCheckoutOpened', data: { userId, checkoutId, packageAmount, priceCents, openedAt: now.toISOString(), expiresAt } }];
}

export interface ReleaseCoinCheckout {
  type: 'ReleaseCoinCheckout';
  checkoutId: string;
}

/** Ends the reservation of a checkout the provider could not start; nothing when it is no longer open. */
export function decideReleaseCoinCheckout(command: ReleaseCoinCheckout, state: PlayerState, { userId, now }: PlayerContext): PlayerEvent[] {
  if (!state.checkouts.open.has(command.checkoutId)) return [];
  return [
    {
      type: 'CoinCheckoutReleased',
      data: { userId, checkoutId: command.checkoutId, reason: 'provider_unavailable', releasedAt: now.toISOString() },
    },
  ];
}

type RefusalFacts = Omit<EventData<'CoinPurchaseRefused'>, 'userId' | 'refusedAt'>;

export interface RefuseCoinPurchase extends RefusalFacts {
  type: 'RefuseCoinPurchase';
}

const refusedEvent = (facts: RefusalFacts, { userId, now }: PlayerContext): PlayerEvent => ({
  type: 'CoinPurchaseRefused',
  data: { userId, ...facts, refusedAt: now.toISOString() },
});

/** Records a paid checkout the bank will not credit (a price that is not the package's), once per payment. */
export function decideRefuseCoinPurchase(command: RefuseCoinPurchase, state: PlayerState, context: PlayerContext): PlayerEvent[] {
  if (state.checkouts.refused.has(command.paymentId) || state.payments.has(command.paymentId)) return [];
  const { type: _type, ...facts } = command;
  return [refusedEvent(facts, context)];
}

/**
 * Whether a paid checkout may be credited now. A player who self-excluded after opening it gets nothing; nor does a
 * payment without a live reservation (one that outlived its checkout, or none at all) that no longer fits the month's
 * limit. The refusal records the payment so the money goes back to the player, once: a refused payment stays refused.
 * Null when the purchase may complete, else the events that refuse it (none when it was refused before).
 */
export function purchaseRefusal(payment: Omit<RefusalFacts, 'reason'>, state: PlayerState, context: PlayerContext): PlayerEvent[] | null {
  const { now } = context;
  if (state.checkouts.refused.has(payment.paymentId)) return [];
  if (excludedAt(state, now)) return [refusedEvent({ ...payment, reason: 'self_excluded' }, context)];
  const reservation = payment.checkoutId ? state.checkouts.open.get(payment.checkoutId) : undefined;
  if (reservation && isLive(reservation, now)) return null;
  const limitCents = limitCentsAt(state, now);
  if (limitCents !== null && committedCents(state, now, payment.checkoutId) + payment.priceCents > limitCents) {
    return [refusedEvent({ ...payment, reason: 'over_limit' }, context)];
  }
  return null;
}
