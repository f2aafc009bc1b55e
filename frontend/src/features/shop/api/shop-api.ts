import type { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '@fr/contracts/http';
import { apiRoutes } from '@fr/contracts/api-routes';
import { purchaseResponseSchema, shopBoostsResponseSchema, type purchaseBoostRequestSchema, type purchaseTierUpgradeRequestSchema, type ShopBoostType } from '@fr/contracts/shop';
import { api } from '../../../app/api';

/** Contracts export the schemas but not these types. */
type PurchaseResponse = z.infer<typeof purchaseResponseSchema>;
export type PurchaseBoostRequest = z.infer<typeof purchaseBoostRequestSchema>;
export type PurchaseTierUpgradeRequest = z.infer<typeof purchaseTierUpgradeRequestSchema>;

/** A purchase with the key that makes a retried click charge once. */
interface Keyed<Body> {
  body: Body;
  idempotencyKey: string;
}

const shopApi = api.injectEndpoints({
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
  }),
});

export const { useGetShopBoostsQuery, usePurchaseBoostMutation, usePurchaseTierUpgradeMutation } = shopApi;
