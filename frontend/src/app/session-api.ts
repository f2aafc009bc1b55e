import { apiRoutes } from '@fr/contracts/api-routes';
import { authStatusResponseSchema, type AuthStatusResponse } from '@fr/contracts/accounts';
import { coinsResponseSchema, type CoinsResponse } from '@fr/contracts/coins';
import { api } from './api';

/**
 * Session reads every feature needs (who is signed in, their coin balance). They live in app/ because
 * features may not import each other.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuthStatus: build.query<AuthStatusResponse, void>({
      query: () => apiRoutes.authStatus.path,
      responseSchema: authStatusResponseSchema,
      providesTags: ['AuthStatus'],
    }),
    getCoins: build.query<CoinsResponse, void>({
      query: () => apiRoutes.coins.path,
      responseSchema: coinsResponseSchema,
      providesTags: ['Coins'],
    }),
  }),
});

export const { useGetAuthStatusQuery, useGetCoinsQuery } = sessionApi;

/** Coin balance of the signed-in player; never queried while signed out (spec §6). */
export function useCoinBalance() {
  const status = useGetAuthStatusQuery();
  const authenticated = status.data?.authenticated === true;
  const coins = useGetCoinsQuery(undefined, { skip: !authenticated });
  return { authenticated, coins: coins.data?.coins };
}
