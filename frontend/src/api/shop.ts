import { apiRoutes } from '@fr/contracts/api-routes';
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
      query: () => apiRoutes.shopBoosts.path,
      responseSchema: shopBoostsResponseSchema,
    }),
    purchaseBoost: build.mutation<PurchaseResponse, Keyed<PurchaseBoostRequest>>({
      query: ({ body, idempotencyKey }) => ({
        url: apiRoutes.shopPurchase.path,
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      responseSchema: purchaseResponseSchema,
      invalidatesTags: ['Coins', 'PurchasedBoosts'],
    }),
    purchaseTierUpgrade: build.mutation<PurchaseResponse, Keyed<PurchaseTierUpgradeRequest>>({
      query: ({ body, idempotencyKey }) => ({
        url: apiRoutes.tierUpgradePurchase.path,
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      responseSchema: purchaseResponseSchema,
      invalidatesTags: ['Coins', 'PurchasedBoosts'],
    }),
    getPurchasedBoosts: build.query<PurchasedBoost[], void>({
      query: () => apiRoutes.purchasedBoosts.path,
      rawResponseSchema: purchasedBoostsResponseSchema,
      transformResponse: (response: { boosts: PurchasedBoost[] }) => response.boosts,
      providesTags: ['PurchasedBoosts'],
    }),
    applyBoost: build.mutation<unknown, ApplyBoostRequest>({
      query: (body) => ({ url: apiRoutes.applyBoost.path, method: 'POST', body }),
      responseSchema: applyBoostResponseSchema,
      // Spec §4: after applying, the purchased list, the teams and the dashboard refresh (and the coin badge and the bell).
      invalidatesTags: ['PurchasedBoosts', 'Teams', 'Dashboard', 'Coins', 'Notifications'],
    }),
    getStyles: build.query<StylesResponse, void>({
      query: () => apiRoutes.shopStyles.path,
      responseSchema: stylesResponseSchema,
      providesTags: ['Styles'],
    }),
    purchaseStyle: build.mutation<unknown, Keyed<PurchaseStyleRequest>>({
      query: ({ body, idempotencyKey }) => ({
        url: apiRoutes.styleItemPurchase.path,
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      responseSchema: purchaseStyleResponseSchema,
      invalidatesTags: ['Coins', 'Styles'],
    }),
    equipStyle: build.mutation<unknown, Keyed<EquipStyleRequest>>({
      query: ({ body, idempotencyKey }) => ({
        url: apiRoutes.styleItemEquip.path,
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      responseSchema: equipStyleResponseSchema,
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
