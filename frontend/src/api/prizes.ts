import { apiPaths } from '@fr/contracts/api-paths';
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
      query: () => apiPaths.prizeCatalogue,
      responseSchema: import.meta.env.DEV ? prizeCatalogueResponseSchema : undefined,
    }),
    getWonPrizes: build.query<WonPrize[], void>({
      query: () => apiPaths.wonPrizes,
      rawResponseSchema: import.meta.env.DEV ? wonPrizesResponseSchema : undefined,
      transformResponse: (response: WonPrizesResponse) => response.prizes,
      providesTags: ['WonPrizes'],
    }),
    claimPrize: build.mutation<WonPrizeResponse, { prizeId: string; body: ClaimPrizeRequest }>({
      query: ({ prizeId, body }) => ({ url: wonPrizePath(apiPaths.claimPrize, prizeId), method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? wonPrizeResponseSchema : undefined,
      // The prize moves to the Redemption Center and the claim shows in the Activity Log.
      invalidatesTags: ['WonPrizes', 'Profile'],
    }),
    redeemPrize: build.mutation<WonPrizeResponse, string>({
      query: (prizeId) => ({ url: wonPrizePath(apiPaths.redeemPrize, prizeId), method: 'POST' }),
      responseSchema: import.meta.env.DEV ? wonPrizeResponseSchema : undefined,
      invalidatesTags: ['WonPrizes', 'Profile'],
    }),
  }),
});

export const { useGetPrizeCatalogueQuery, useGetWonPrizesQuery, useClaimPrizeMutation, useRedeemPrizeMutation } = prizesApi;
