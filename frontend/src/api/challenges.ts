import { apiRoutes } from '@fr/contracts/api-routes';
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
      query: () => apiRoutes.challenges.path,
      responseSchema: challengesResponseSchema,
      providesTags: ['Challenges'],
    }),
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

export const { useGetChallengesQuery, useGetEarnedCoinsQuery, useClaimCategoryBonusMutation } = challengesApi;
