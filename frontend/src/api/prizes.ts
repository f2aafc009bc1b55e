import { apiRoutes } from '@fr/contracts/api-routes';
import {
  prizeCatalogueResponseSchema,
  wonPrizeResponseSchema,
  wonPrizesResponseSchema,
  type ClaimPrizeRequest,
  type PrizeCatalogueResponse,
  type WonPrize,
  type WonPrizeResponse,
  type WonPrizesResponse,
} from '@fr/contracts/prizes';
import { api } from '../lib/api';

/** A won prize's id is `{drawId}:{pick}`: encoded so its colon stays inside the path segment. */
const wonPrizePath = (path: string, prizeId: string) => path.replace(':prizeId', encodeURIComponent(prizeId));

/** The prize catalogue, the player's won prizes, and claiming and redeeming one. */
export const prizesApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The whole catalogue once: the category filter works on it in place, and the featured row never changes with it.
    getPrizeCatalogue: build.query<PrizeCatalogueResponse, void>({
      query: () => apiRoutes.prizeCatalogue.path,
      responseSchema: prizeCatalogueResponseSchema,
    }),
    getWonPrizes: build.query<WonPrize[], void>({
      query: () => apiRoutes.wonPrizes.path,
      rawResponseSchema: wonPrizesResponseSchema,
      transformResponse: (response: WonPrizesResponse) => response.prizes,
      providesTags: ['WonPrizes'],
    }),
    claimPrize: build.mutation<WonPrizeResponse, { prizeId: string; body: ClaimPrizeRequest }>({
      query: ({ prizeId, body }) => ({ url: wonPrizePath(apiRoutes.claimPrize.path, prizeId), method: 'POST', body }),
      responseSchema: wonPrizeResponseSchema,
      // The prize moves to the Redemption Center and the claim shows in the Activity Log.
      invalidatesTags: ['WonPrizes', 'Profile'],
    }),
    redeemPrize: build.mutation<WonPrizeResponse, string>({
      query: (prizeId) => ({ url: wonPrizePath(apiRoutes.redeemPrize.path, prizeId), method: 'POST' }),
      responseSchema: wonPrizeResponseSchema,
      invalidatesTags: ['WonPrizes', 'Profile'],
    }),
  }),
});

export const { useGetPrizeCatalogueQuery, useGetWonPrizesQuery, useClaimPrizeMutation, useRedeemPrizeMutation } = prizesApi;
