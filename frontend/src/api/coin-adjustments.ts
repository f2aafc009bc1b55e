import { apiPaths } from '@fr/contracts/api-paths';
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
      query: (status) => ({ url: apiPaths.adminCoinAdjustments, params: { status } }),
      responseSchema: import.meta.env.DEV ? coinAdjustmentListResponseSchema : undefined,
      providesTags: [adjustments],
    }),
    adjustCoins: build.mutation<z.infer<typeof coinAdjustmentResponseSchema>, { userId: string } & CoinAdjustmentRequest>({
      query: ({ userId, ...body }) => ({ url: fill(apiPaths.adminAdjustCoins, { userId }), method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? coinAdjustmentResponseSchema : undefined,
      invalidatesTags: [adjustments, auditTrailTag],
    }),
    decideCoinAdjustment: build.mutation<
      z.infer<typeof coinAdjustmentResponseSchema>,
      { requestId: string; approve: boolean; seen: CoinAdjustmentDecision }
    >({
      query: ({ requestId, approve, seen }) => ({
        url: fill(approve ? apiPaths.adminApproveCoinAdjustment : apiPaths.adminRejectCoinAdjustment, { requestId }),
        method: 'POST',
        body: seen,
      }),
      responseSchema: import.meta.env.DEV ? coinAdjustmentResponseSchema : undefined,
      invalidatesTags: [adjustments, auditTrailTag],
    }),
    refundPurchase: build.mutation<z.infer<typeof purchaseRefundResponseSchema>, { userId: string; purchaseId: string; reason: string }>({
      query: ({ userId, purchaseId, reason }) => ({
        url: fill(apiPaths.adminRefundPurchase, { userId, purchaseId }),
        method: 'POST',
        body: { reason },
      }),
      responseSchema: import.meta.env.DEV ? purchaseRefundResponseSchema : undefined,
      invalidatesTags: [auditTrailTag],
    }),
  }),
});

export const { useGetCoinAdjustmentsQuery, useAdjustCoinsMutation, useDecideCoinAdjustmentMutation, useRefundPurchaseMutation } =
  coinAdjustmentsApi;
