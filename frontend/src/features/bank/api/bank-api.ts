import type { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '@fr/contracts/http';
import { apiRoutes } from '@fr/contracts/api-routes';
import { bankPurchaseResponseSchema, coinPackagesResponseSchema, type BankPurchaseResponse, type coinPackageSchema } from '@fr/contracts/bank';
import { api } from '../../../app/api';

/** Contracts export the schema but not this type. */
export type CoinPackage = z.infer<typeof coinPackageSchema>;

const bankApi = api.injectEndpoints({
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
      invalidatesTags: (result) => (result?.status === 'completed' ? ['Coins'] : []),
    }),
  }),
});

export const { useGetCoinPackagesQuery, usePurchaseCoinsMutation } = bankApi;
