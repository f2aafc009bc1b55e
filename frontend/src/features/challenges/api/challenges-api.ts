import type { z } from 'zod';
import { apiRoutes } from '@fr/contracts/api-routes';
import { claimBonusResponseSchema, earnedCoinsResponseSchema, type claimBonusRequestSchema } from '@fr/contracts/challenges';
import { api } from '../../../app/api';

/** Contracts export the schemas but not these types. */
type ClaimBonusRequest = z.infer<typeof claimBonusRequestSchema>;
type ClaimBonusResponse = z.infer<typeof claimBonusResponseSchema>;

const challengesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEarnedCoins: build.query<number, void>({
      query: () => apiRoutes.earnedCoins.path,
      rawResponseSchema: earnedCoinsResponseSchema,
      transformResponse: (response: { earnedCoins: number }) => response.earnedCoins,
      providesTags: ['EarnedCoins'],
    }),
    claimCategoryBonus: build.mutation<ClaimBonusResponse, ClaimBonusRequest['category']>({
      query: (category) => ({ url: apiRoutes.claimCategoryBonus.path, method: 'POST', body: { category } }),
      responseSchema: claimBonusResponseSchema,
      invalidatesTags: ['Coins', 'EarnedCoins'],
    }),
  }),
});

export const { useGetEarnedCoinsQuery, useClaimCategoryBonusMutation } = challengesApi;
