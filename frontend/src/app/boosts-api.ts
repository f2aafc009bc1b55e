import type { z } from 'zod';
import { apiRoutes } from '@fr/contracts/api-routes';
import { applyBoostResponseSchema, purchasedBoostsResponseSchema, type applyBoostRequestSchema, type PurchasedBoost } from '@fr/contracts/shop';
import { api } from './api';

/** Contracts export the request schema but not its type. */
type ApplyBoostRequest = z.infer<typeof applyBoostRequestSchema>;

/**
 * The player's purchased boosts and applying one to a team. The Bank, the dashboard's team cards and the Shop's
 * purchases all touch them, and features may not import each other, so they live in app/.
 */
export const boostsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPurchasedBoosts: build.query<PurchasedBoost[], void>({
      query: () => apiRoutes.purchasedBoosts.path,
      rawResponseSchema: purchasedBoostsResponseSchema,
      transformResponse: (response: { boosts: PurchasedBoost[] }) => response.boosts,
      providesTags: ['PurchasedBoosts'],
    }),
    applyBoost: build.mutation<unknown, ApplyBoostRequest>({
      query: (body) => ({ url: apiRoutes.applyBoost.path, method: 'POST', body }),
      responseSchema: applyBoostResponseSchema,
      // Spec §4: after applying, the purchased list, the teams and the dashboard refresh (and the coin badge).
      invalidatesTags: ['PurchasedBoosts', 'Teams', 'Dashboard', 'Coins'],
    }),
  }),
});

export const { useGetPurchasedBoostsQuery, useApplyBoostMutation } = boostsApi;
