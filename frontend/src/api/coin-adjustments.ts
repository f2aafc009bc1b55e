import { apiRoutes } from '@fr/contracts/api-routes';
import {
  coinAdjustmentListResponseSchema,
  coinAdjustmentResponseSchema,
  purchaseRefundResponseSchema,
  type CoinAdjustmentDecision,
  type CoinAdjustmentRequest,
  type CoinAdjustmentStatus,
} from '@fr/contracts/coin-adjustments';
import type { z } from 'zod';
import { api } from '../lib/api';
import { auditTrailTag } from './admin';

const adjustments = { type: 'CoinAdjustments', id: 'LIST' } as const;

const fill = (path: string, params: Record<string, string>) =>
  Object.entries(params).reduce((p, [key, value]) => p.replace(`:${key}`, encodeURIComponent(value)), path);

/** Support's coin grants and corrections (four eyes above the threshold) and refunds of coin purchases (issue 23). */
export const coinAdjustmentsApi = api.enhanceEndpoints({ addTagTypes: ['CoinAdjustments', auditTrailTag.type] }).injectEndpoints({
  endpoints: (build) => ({
    getCoinAdjustments: build.query<z.infer<typeof coinAdjustmentListResponseSchema>, CoinAdjustmentStatus>({
      query: (status) => ({ url: apiRoutes.adminCoinAdjustments.path, params: { status } }),
      responseSchema: coinAdjustmentListResponseSchema,
      providesTags: [adjustments],
    }),
    adjustCoins: build.mutation<z.infer<typeof coinAdjustmentResponseSchema>, { userId: string } & CoinAdjustmentRequest>({
      query: ({ userId, ...body }) => ({ url: fill(apiRoutes.adminAdjustCoins.path, { userId }), method: 'POST', body }),
      responseSchema: coinAdjustmentResponseSchema,
      invalidatesTags: [adjustments, auditTrailTag],
    }),
    decideCoinAdjustment: build.mutation<
      z.infer<typeof coinAdjustmentResponseSchema>,
      { requestId: string; approve: boolean; seen: CoinAdjustmentDecision }
    >({
      query: ({ requestId, approve, seen }) => ({
        url: fill((approve ? apiRoutes.adminApproveCoinAdjustment : apiRoutes.adminRejectCoinAdjustment).path, { requestId }),
        method: 'POST',
        body: seen,
      }),
      responseSchema: coinAdjustmentResponseSchema,
      invalidatesTags: [adjustments, auditTrailTag],
    }),
    refundPurchase: build.mutation<z.infer<typeof purchaseRefundResponseSchema>, { userId: string; purchaseId: string; reason: string }>({
      query: ({ userId, purchaseId, reason }) => ({
        url: fill(apiRoutes.adminRefundPurchase.path, { userId, purchaseId }),
        method: 'POST',
        body: { reason },
      }),
      responseSchema: purchaseRefundResponseSchema,
      invalidatesTags: [auditTrailTag],
    }),
  }),
});

export const { useGetCoinAdjustmentsQuery, useAdjustCoinsMutation, useDecideCoinAdjustmentMutation, useRefundPurchaseMutation } =
  coinAdjustmentsApi;
