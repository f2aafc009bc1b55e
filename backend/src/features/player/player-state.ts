import type { DomainEvent, EventData } from '@fr/contracts';
import { walletDecider, type WalletEvent, type WalletState } from './wallet';
import type { LastClaim } from './local-day';

export type PlayerEvent =
  | WalletEvent
  | Extract<
      DomainEvent,
      { type: 'DailyCheckInClaimed' | 'ChallengeCompleted' | 'BonusClaimed' | 'BoostPurchased' | 'BoostApplied' | 'CoinPurchaseCompleted' }
    >;

export interface OwnedBoost {
  purchase: EventData<'BoostPurchased'>;
  applied: EventData<'BoostApplied'> | null;
}

/** Everything on a player's stream: the coin wallet plus check-ins, challenges, bonuses, boosts and coin purchases. */
export interface PlayerState {
  wallet: WalletState;
  lastCheckIn: LastClaim | null;
  completed: ReadonlySet<string>;
  bonuses: ReadonlySet<string>;
  boosts: ReadonlyMap<string, OwnedBoost>;
  payments: ReadonlySet<string>;
}

export const initialPlayerState = (): PlayerState => ({
  wallet: walletDecider.initialState(),
  lastCheckIn: null,
  completed: new Set(),
  bonuses: new Set(),
  boosts: new Map(),
  payments: new Set(),
});

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
    case 'CoinPurchaseCompleted':
      return { ...state, payments: new Set(state.payments).add(event.data.paymentId) };
  }
}
