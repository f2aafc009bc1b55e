import { apiRoutes } from '@fr/contracts/api-routes';
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

const withParam = (path: string, name: string, value: string) => path.replace(`:${name}`, encodeURIComponent(value));

/** Coin packages, buying one, the bank's test mode, a checkout's status on the return from paying, and receipts. */
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
    getBankStatus: build.query<BankStatus, void>({
      query: () => apiRoutes.bankStatus.path,
      responseSchema: bankStatusResponseSchema,
    }),
    getCheckoutStatus: build.query<CheckoutStatus, string>({
      query: (checkoutId) => withParam(apiRoutes.checkoutStatus.path, 'checkoutId', checkoutId),
      responseSchema: checkoutStatusResponseSchema,
      // Each visit asks again: the provider's confirmation may have arrived since.
      keepUnusedDataFor: 0,
    }),
    getPurchaseReceipt: build.query<PurchaseReceipt, string>({
      query: (purchaseId) => withParam(apiRoutes.purchaseReceipt.path, 'purchaseId', purchaseId),
      responseSchema: purchaseReceiptResponseSchema,
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
