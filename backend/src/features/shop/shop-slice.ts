import type { EventData } from '@fr/contracts';
import type { EventOf, PlayerSlice } from '../player';
import { decideApplyBoost } from './commands/apply-boost';
import { decidePurchaseBoost } from './commands/purchase-boost';

export type ShopEvent = EventOf<'BoostPurchased' | 'BoostApplied'>;

export interface OwnedBoost {
  purchase: EventData<'BoostPurchased'>;
  applied: EventData<'BoostApplied'> | null;
}

export interface ShopState {
  boosts: ReadonlyMap<string, OwnedBoost>;
}

/** The shop's part of the player stream: boosts bought with coins, and applied once each. */
export const shopSlice = {
  name: 'shop',
  initialState: () => ({ boosts: new Map<string, OwnedBoost>() }),
  evolve: {
    BoostPurchased: (state, { data }) => ({ ...state, boosts: new Map(state.boosts).set(data.boostId, { purchase: data, applied: null }) }),
    BoostApplied: (state, { data }) => {
      const owned = state.boosts.get(data.boostId);
      return owned ? { ...state, boosts: new Map(state.boosts).set(data.boostId, { ...owned, applied: data }) } : state;
    },
  },
  decide: { PurchaseBoost: decidePurchaseBoost, ApplyBoost: decideApplyBoost },
} satisfies PlayerSlice<ShopState, ShopEvent>;
