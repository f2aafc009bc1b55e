import type { DomainEvent, EventData, LastClaim, PurchaseLimitChange } from '@fr/contracts';
import { walletDecider, type WalletEvent, type WalletState } from './wallet';

export type PlayerEvent =
  | WalletEvent
  | Extract<
      DomainEvent,
      {
        type:
          | 'DailyCheckInClaimed'
          | 'ChallengeCompleted'
          | 'BonusClaimed'
          | 'BoostPurchased'
          | 'BoostApplied'
          | 'CoinPurchaseCompleted'
          | 'CoinPurchaseReversed'
          | 'PrizeWon'
          | 'PrizeClaimed'
          | 'PrizeRedeemed'
          | 'PrizeForfeited'
          | 'ProfileSettingsChanged'
          | 'PurchaseLimitChanged'
          | 'SelfExclusionStarted';
      }
    >;

export interface OwnedBoost {
  purchase: EventData<'BoostPurchased'>;
  applied: EventData<'BoostApplied'> | null;
}

/** A coin package the player paid for, and how much of its price a refund or dispute has reversed since. */
export interface PaidPackage {
  amount: number;
  bonus: number;
  priceCents: number;
  reversedCents: number;
}

/** A prize the player won, and what became of it. */
export interface WonPrizeRecord {
  won: EventData<'PrizeWon'>;
  claim: EventData<'PrizeClaimed'> | null;
  redeemedAt: string | null;
  forfeitedAt: string | null;
}

export type ProfileSettings = Omit<EventData<'ProfileSettingsChanged'>, 'userId' | 'changedAt'>;

/**
 * Everything on a player's stream: the coin wallet plus check-ins, challenges, bonuses, boosts, coin purchases, won
 * prizes, profile settings and responsible play.
 */
export interface PlayerState {
  wallet: WalletState;
  lastCheckIn: LastClaim | null;
  completed: ReadonlySet<string>;
  bonuses: ReadonlySet<string>;
  boosts: ReadonlyMap<string, OwnedBoost>;
  payments: ReadonlyMap<string, PaidPackage>;
  /** Coins a reversal could not take back because the player had spent them. */
  debt: number;
  /** By award id. */
  prizes: ReadonlyMap<string, WonPrizeRecord>;
  /** Null until the player first saves their settings. */
  settings: ProfileSettings | null;
  /** In the order they were made (see purchaseLimitAt). */
  purchaseLimitChanges: readonly PurchaseLimitChange[];
  selfExcludedUntil: string | null;
}

export const initialPlayerState = (): PlayerState => ({
  wallet: walletDecider.initialState(),
  lastCheckIn: null,
  completed: new Set(),
  bonuses: new Set(),
  boosts: new Map(),
  payments: new Map(),
  debt: 0,
  prizes: new Map(),
  settings: null,
  purchaseLimitChanges: [],
  selfExcludedUntil: null,
});

function updatePrize(state: PlayerState, awardId: string, change: Partial<WonPrizeRecord>): PlayerState {
  const prize = state.prizes.get(awardId);
  return prize ? { ...state, prizes: new Map(state.prizes).set(awardId, { ...prize, ...change }) } : state;
}

export function evolvePlayer(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case 'CoinsCredited':
    case 'CoinsDebited':
      return { ...state, wallet: walletDecider.evolve(state.wallet, event) };
    case 'DailyCheckInClaimed':
      return { ...state, lastCheckIn: { localDate: event.data.localDate, timeZone: event.data.timeZone, streak: event.data.streak } };
    case 'ChallengeCompleted':
      return { ...state, completed: new Set(state.completed).add(event.data.challengeId) };
    case 'BonusClaimed':
      return { ...state, bonuses: new Set(state.bonuses).add(event.data.category) };
    case 'BoostPurchased':
      return { ...state, boosts: new Map(state.boosts).set(event.data.boostId, { purchase: event.data, applied: null }) };
    case 'BoostApplied': {
      const owned = state.boosts.get(event.data.boostId);
      return owned ? { ...state, boosts: new Map(state.boosts).set(event.data.boostId, { ...owned, applied: event.data }) } : state;
    }
    case 'CoinPurchaseCompleted': {
      const { amount, bonus, priceCents } = event.data;
      return { ...state, payments: new Map(state.payments).set(event.data.paymentId, { amount, bonus, priceCents, reversedCents: 0 }) };
    }
    case 'CoinPurchaseReversed': {
      const paid = state.payments.get(event.data.paymentId);
      const payments = paid
        ? new Map(state.payments).set(event.data.paymentId, { ...paid, reversedCents: event.data.reversedCents })
        : state.payments;
      return { ...state, payments, debt: state.debt + event.data.debt };
    }
    case 'PrizeWon':
      return {
        ...state,
        prizes: new Map(state.prizes).set(event.data.awardId, { won: event.data, claim: null, redeemedAt: null, forfeitedAt: null }),
      };
    case 'PrizeClaimed':
      return updatePrize(state, event.data.awardId, { claim: event.data });
    case 'PrizeRedeemed':
      return updatePrize(state, event.data.awardId, { redeemedAt: event.data.redeemedAt });
    case 'PrizeForfeited':
      return updatePrize(state, event.data.awardId, { forfeitedAt: event.data.forfeitedAt });
    case 'ProfileSettingsChanged': {
      const { firstName, lastName, timeZone, emailPreferences } = event.data;
      return { ...state, settings: { firstName, lastName, timeZone, emailPreferences } };
    }
    case 'PurchaseLimitChanged': {
      const { monthlyLimitUsd, effectiveAt, changedAt } = event.data;
      return { ...state, purchaseLimitChanges: [...state.purchaseLimitChanges, { monthlyLimitUsd, effectiveAt, changedAt }] };
    }
    case 'SelfExclusionStarted':
      return { ...state, selfExcludedUntil: event.data.until };
  }
}
