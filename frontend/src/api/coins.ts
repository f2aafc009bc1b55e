import { apiPaths } from '@fr/contracts/api-paths';
import { coinLotsResponseSchema, coinsResponseSchema, type CoinLotsResponse, type CoinsResponse } from '@fr/contracts/coins';
import { api } from '../lib/api';
import { useAuthStatus } from './accounts';

/** The signed-in player's coin balance. */
export const coinsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCoins: build.query<CoinsResponse, void>({
      query: () => apiPaths.coins,
      responseSchema: import.meta.env.DEV ? coinsResponseSchema : undefined,
      providesTags: ['Coins'],
    }),
    /** The balance by lot (decision 0015): what pays for boosts (earned) and what only for Style items (purchased). */
    getCoinLots: build.query<CoinLotsResponse, void>({
      query: () => apiPaths.coinLots,
      responseSchema: import.meta.env.DEV ? coinLotsResponseSchema : undefined,
      providesTags: ['Coins'],
    }),
  }),
});

export const { useGetCoinsQuery, useGetCoinLotsQuery } = coinsApi;

/**
 * Coin balance of the signed-in player; never queried while signed out (spec §6). `visitor` is true only once the
 * server has said so, so the navigation does not flash visitor buttons at a signed-in player while the status loads.
 */
export function useCoinBalance() {
  const status = useAuthStatus();
  const authenticated = status.data?.authenticated === true;
  const coins = useGetCoinsQuery(undefined, { skip: !authenticated });
  return { authenticated, visitor: status.data?.authenticated === false, coins: coins.data?.coins };
}
