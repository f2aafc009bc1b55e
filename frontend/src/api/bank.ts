import { apiPaths } from '@fr/contracts/api-paths';
import {
  bankPurchaseResponseSchema,
  bankStatusResponseSchema,
  checkoutStatusResponseSchema,
  coinPackagesResponseSchema,
  purchaseReceiptResponseSchema,
  type BankPurchaseResponse,
  type BankStatus,
  type CheckoutStatus,
  type CoinPackage,
  type PurchaseReceipt,
} from '@fr/contracts/bank';
import { IDEMPOTENCY_HEADER } from '@fr/contracts/http';
import { api } from '../lib/api';
import { withParam } from '../lib/paths';

/** Coin packages, buying one, the bank's test mode, a checkout's status on the return from paying, and receipts. */
export const bankApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCoinPackages: build.query<CoinPackage[], void>({
      query: () => apiPaths.coinPackages,
      responseSchema: import.meta.env.DEV ? coinPackagesResponseSchema : undefined,
    }),
    purchaseCoins: build.mutation<BankPurchaseResponse, { amount: number; idempotencyKey: string }>({
      query: ({ amount, idempotencyKey }) => ({
        url: apiPaths.bankPurchase,
        method: 'POST',
        body: { amount },
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      responseSchema: import.meta.env.DEV ? bankPurchaseResponseSchema : undefined,
      // A pending purchase credits nothing yet: the coins arrive with the payment provider's confirmation.
      invalidatesTags: (result) => (result?.status === 'completed' ? ['Coins', 'Profile', 'Notifications'] : []),
    }),
    getBankStatus: build.query<BankStatus, void>({
      query: () => apiPaths.bankStatus,
      responseSchema: import.meta.env.DEV ? bankStatusResponseSchema : undefined,
    }),
    getCheckoutStatus: build.query<CheckoutStatus, string>({
      query: (checkoutId) => withParam(apiPaths.checkoutStatus, 'checkoutId', checkoutId),
      responseSchema: import.meta.env.DEV ? checkoutStatusResponseSchema : undefined,
      // Each visit asks again: the provider's confirmation may have arrived since.
      keepUnusedDataFor: 0,
    }),
    getPurchaseReceipt: build.query<PurchaseReceipt, string>({
      query: (purchaseId) => withParam(apiPaths.purchaseReceipt, 'purchaseId', purchaseId),
      responseSchema: import.meta.env.DEV ? purchaseReceiptResponseSchema : undefined,
    }),
  }),
});

export const {
  useGetCoinPackagesQuery,
  usePurchaseCoinsMutation,
  useGetBankStatusQuery,
  useGetCheckoutStatusQuery,
  useGetPurchaseReceiptQuery,
} = bankApi;
