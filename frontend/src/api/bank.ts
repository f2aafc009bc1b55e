import { apiRoutes } from '@fr/contracts/api-routes';
import { bankPurchaseResponseSchema, coinPackagesResponseSchema, type BankPurchaseResponse, type CoinPackage } from '@fr/contracts/bank';
import { IDEMPOTENCY_HEADER } from '@fr/contracts/http';
import { api } from '../lib/api';

/** Coin packages and buying one. */
export const bankApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCoinPackages: build.query<CoinPackage[], void>({
      query: () => apiRoutes.coinPackages.path,
      responseSchema: coinPackagesResponseSchema,
    }),
    purchaseCoins: build.mutation<BankPurchaseResponse, { amount: number; idempotencyKey: string }>({
      query: ({ amount, idempotencyKey }) => ({
        url: apiRoutes.bankPurchase.path,
        method: 'POST',
        body: { amount },
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      responseSchema: bankPurchaseResponseSchema,
      // A pending purchase credits nothing yet: the coins arrive with the payment provider's confirmation.
      invalidatesTags: (result) => (result?.status === 'completed' ? ['Coins', 'Profile', 'Notifications'] : []),
    }),
  }),
});

export const { useGetCoinPackagesQuery, usePurchaseCoinsMutation } = bankApi;
