import { OrderedMap as PersistentMap } from 'immutable';
import type { EventData } from '@fr/contracts';
import type { EventOf, PlayerSlice } from '../player';
import { decideApplyBoost } from './commands/apply-boost';
import { decideEquipStyle } from './commands/equip-style';
import { decidePurchaseBoost } from './commands/purchase-boost';
import { decidePurchaseStyle } from './commands/purchase-style';

export type ShopEvent = EventOf<'BoostPurchased' | 'BoostApplied' | 'StyleItemPurchased' | 'StyleItemEquipped'>;

export interface OwnedBoost {
  purchase: EventData<'BoostPurchased'>;
  applied: EventData<'BoostApplied'> | null;
}

export interface OwnedStyles {
  /** When each owned item was bought, by item id. */
  owned: ReadonlyMap<string, string>;
  equipped: string | null;
  /** The equip commands already decided: a retry of one changes nothing. */
  equipCommands: ReadonlySet<string>;
}

export interface ShopState {
  /** By boost id; persistent, so a purchase adds to it without copying every boost bought before. */
  boosts: PersistentMap<string, OwnedBoost>;
  styles: OwnedStyles;
}

/**
 * The shop's part of the player stream: boosts bought with earned coins and applied once each, and Style items bought
 * with any coin, one shown at a time (decision 0015).
 */
export const shopSlice = {
  name: 'shop',
  initialState: (): ShopState => ({
    boosts: PersistentMap<string, OwnedBoost>(),
    styles: { owned: new Map(), equipped: null, equipCommands: new Set() },
  }),
  evolve: {
    BoostPurchased: (state, { data }) => ({ ...state, boosts: state.boosts.set(data.boostId, { purchase: data, applied: null }) }),
    BoostApplied: (state, { data }) => {
      const owned = state.boosts.get(data.boostId);
      return owned ? { ...state, boosts: state.boosts.set(data.boostId, { ...owned, applied: data }) } : state;
    },
    StyleItemPurchased: (state, { data }) => ({
      ...state,
      styles: { ...state.styles, owned: new Map(state.styles.owned).set(data.itemId, data.purchasedAt) },
    }),
    StyleItemEquipped: (state, { data }) => ({
      ...state,
      styles: { ...state.styles, equipped: data.itemId, equipCommands: new Set(state.styles.equipCommands).add(data.commandId) },
    }),
  },
  decide: {
    PurchaseBoost: decidePurchaseBoost,
    ApplyBoost: decideApplyBoost,
    PurchaseStyle: decidePurchaseStyle,
    EquipStyle: decideEquipStyle,
  },
} satisfies PlayerSlice<ShopState, ShopEvent>;
