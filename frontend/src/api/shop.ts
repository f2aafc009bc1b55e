import { apiPaths } from '@fr/contracts/api-paths';
import { IDEMPOTENCY_HEADER } from '@fr/contracts/http';
import {
  applyBoostResponseSchema,
  equipStyleResponseSchema,
  purchaseResponseSchema,
  purchaseStyleResponseSchema,
  stylesResponseSchema,
  type EquipStyleRequest,
  type PurchaseStyleRequest,
  type StylesResponse,
  purchasedBoostsResponseSchema,
  shopBoostsResponseSchema,
  type ApplyBoostRequest,
  type PurchaseBoostRequest,
  type PurchaseResponse,
  type PurchaseTierUpgradeRequest,
  type PurchasedBoost,
  type ShopBoostType,
} from '@fr/contracts/shop';
import { api } from '../lib/api';

/** A purchase with the key that makes a retried click charge once. */
interface Keyed<Body> {
  body: Body;
  idempotencyKey: string;
}

/** The shop's boosts, buying them, the player's purchased boosts and applying one to a team; the Style items. */
export const shopApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShopBoosts: build.query<ShopBoostType[], void>({
      query: () => apiPaths.shopBoosts,
      responseSchema: import.meta.env.DEV ? shopBoostsResponseSchema : undefined,
    }),
    purchaseBoost: build.mutation<PurchaseResponse, Keyed<PurchaseBoostRequest>>({
      query: ({ body, idempotencyKey }) => ({
        url: apiPaths.shopPurchase,
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      responseSchema: import.meta.env.DEV ? purchaseResponseSchema : undefined,
      invalidatesTags: ['Coins', 'PurchasedBoosts'],
    }),
    purchaseTierUpgrade: build.mutation<PurchaseResponse, Keyed<PurchaseTierUpgradeRequest>>({
      query: ({ body, idempotencyKey }) => ({
        url: apiPaths.tierUpgradePurchase,
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      responseSchema: import.meta.env.DEV ? purchaseResponseSchema : undefined,
      invalidatesTags: ['Coins', 'PurchasedBoosts'],
    }),
    getPurchasedBoosts: build.query<PurchasedBoost[], void>({
      query: () => apiPaths.purchasedBoosts,
      rawResponseSchema: import.meta.env.DEV ? purchasedBoostsResponseSchema : undefined,
      transformResponse: (response: { boosts: PurchasedBoost[] }) => response.boosts,
      providesTags: ['PurchasedBoosts'],
    }),
    applyBoost: build.mutation<unknown, ApplyBoostRequest>({
      query: (body) => ({ url: apiPaths.applyBoost, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? applyBoostResponseSchema : undefined,
      // Spec §4: after applying, the purchased list, the teams and the dashboard refresh (and the coin badge and the bell).
      invalidatesTags: ['PurchasedBoosts', 'Teams', 'Dashboard', 'Coins', 'Notifications'],
    }),
    getStyles: build.query<StylesResponse, void>({
      query: () => apiPaths.shopStyles,
      responseSchema: import.meta.env.DEV ? stylesResponseSchema : undefined,
      providesTags: ['Styles'],
    }),
    purchaseStyle: build.mutation<unknown, Keyed<PurchaseStyleRequest>>({
      query: ({ body, idempotencyKey }) => ({
        url: apiPaths.styleItemPurchase,
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      responseSchema: import.meta.env.DEV ? purchaseStyleResponseSchema : undefined,
      invalidatesTags: ['Coins', 'Styles'],
    }),
    equipStyle: build.mutation<unknown, Keyed<EquipStyleRequest>>({
      query: ({ body, idempotencyKey }) => ({
        url: apiPaths.styleItemEquip,
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      responseSchema: import.meta.env.DEV ? equipStyleResponseSchema : undefined,
      invalidatesTags: ['Styles'],
    }),
  }),
});

export const {
  useGetShopBoostsQuery,
  usePurchaseBoostMutation,
  usePurchaseTierUpgradeMutation,
  useGetPurchasedBoostsQuery,
  useApplyBoostMutation,
  useGetStylesQuery,
  usePurchaseStyleMutation,
  useEquipStyleMutation,
} = shopApi;
