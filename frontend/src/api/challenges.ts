import { apiPaths } from '@fr/contracts/api-paths';
import {
  challengesResponseSchema,
  claimBonusResponseSchema,
  earnedCoinsResponseSchema,
  type Challenge,
  type ClaimBonusRequest,
  type ClaimBonusResponse,
} from '@fr/contracts/challenges';
import { api } from '../lib/api';

/** Challenges with the player's progress, category bonuses and the coins the gamification paid. */
export const challengesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChallenges: build.query<Challenge[], void>({
      query: () => apiPaths.challenges,
      responseSchema: import.meta.env.DEV ? challengesResponseSchema : undefined,
      providesTags: ['Challenges'],
    }),
    getEarnedCoins: build.query<number, void>({
      query: () => apiPaths.earnedCoins,
      rawResponseSchema: import.meta.env.DEV ? earnedCoinsResponseSchema : undefined,
      transformResponse: (response: { earnedCoins: number }) => response.earnedCoins,
      providesTags: ['EarnedCoins'],
    }),
    claimCategoryBonus: build.mutation<ClaimBonusResponse, ClaimBonusRequest['category']>({
      query: (category) => ({ url: apiPaths.claimCategoryBonus, method: 'POST', body: { category } }),
      responseSchema: import.meta.env.DEV ? claimBonusResponseSchema : undefined,
      invalidatesTags: ['Coins', 'EarnedCoins'],
    }),
  }),
});

export const { useGetChallengesQuery, useGetEarnedCoinsQuery, useClaimCategoryBonusMutation } = challengesApi;
