import { apiPaths } from '../api-paths';
import type { RouteContract } from '../http/route-contract';
import { playerIdParamsSchema } from '../admin/schemas';
import {
  coinAdjustmentDecisionSchema,
  coinAdjustmentIdParamsSchema,
  coinAdjustmentListQuerySchema,
  coinAdjustmentListResponseSchema,
  coinAdjustmentRequestSchema,
  coinAdjustmentResponseSchema,
  purchaseRefundParamsSchema,
  purchaseRefundRequestSchema,
  purchaseRefundResponseSchema,
} from './schemas';

/** Support's grants, corrections (four eyes above the threshold) and refunds of coin purchases (issue 23, not in the spec). */
export const coinAdjustmentsRoutes = {
  adminAdjustCoins: {
    method: 'post',
    path: apiPaths.adminAdjustCoins,
    summary:
      'Grant (positive) or take back (negative) coins of one lot with a reason: applied at once up to the approval threshold, else a request a second admin must approve',
    auth: 'admin',
    adminRoles: ['admin'],
    params: playerIdParamsSchema,
    body: coinAdjustmentRequestSchema,
    response: coinAdjustmentResponseSchema,
  },
  adminCoinAdjustments: {
    method: 'get',
    path: apiPaths.adminCoinAdjustments,
    summary: 'Coin adjustments by status (pending by default), with the people by name, and the approval threshold',
    auth: 'admin',
    adminRoles: ['admin', 'auditor', 'finance'],
    query: coinAdjustmentListQuerySchema,
    response: coinAdjustmentListResponseSchema,
  },
  adminApproveCoinAdjustment: {
    method: 'post',
    path: apiPaths.adminApproveCoinAdjustment,
    summary: "Approve another admin's request, as seen (amount, lot, reason): applies it once",
    auth: 'admin',
    adminRoles: ['admin'],
    params: coinAdjustmentIdParamsSchema,
    body: coinAdjustmentDecisionSchema,
    response: coinAdjustmentResponseSchema,
  },
  adminRejectCoinAdjustment: {
    method: 'post',
    path: apiPaths.adminRejectCoinAdjustment,
    summary: "Reject another admin's request, as seen (amount, lot, reason): no coin moves",
    auth: 'admin',
    adminRoles: ['admin'],
    params: coinAdjustmentIdParamsSchema,
    body: coinAdjustmentDecisionSchema,
    response: coinAdjustmentResponseSchema,
  },
  adminRefundPurchase: {
    method: 'post',
    path: apiPaths.adminRefundPurchase,
    summary: 'Refund a coin purchase in full through the payment provider and take its coins back, once',
    auth: 'admin',
    adminRoles: ['admin'],
    params: purchaseRefundParamsSchema,
    body: purchaseRefundRequestSchema,
    response: purchaseRefundResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
