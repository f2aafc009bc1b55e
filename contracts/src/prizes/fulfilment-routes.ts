import { csvResponseSchema } from '../analytics/schemas';
import { apiPaths } from '../api-paths';
import type { RouteContract } from '../http/route-contract';
import {
  contactWinnerRequestSchema,
  forfeitPrizeRequestSchema,
  fulfilmentDetailResponseSchema,
  fulfilmentParamsSchema,
  fulfilmentQueueQuerySchema,
  fulfilmentQueueResponseSchema,
  markCashPaidRequestSchema,
  markShippedRequestSchema,
  prizeWinnersExportQuerySchema,
} from './fulfilment-schemas';

const readers = ['admin', 'finance', 'auditor'] as const;
const writers = ['admin'] as const;

/** Issue 23: the operators' prize fulfilment queue, its actions (admins only) and the winners export for tax reporting. */
export const prizeFulfilmentRoutes = {
  fulfilmentQueue: {
    method: 'get',
    path: apiPaths.fulfilmentQueue,
    summary: 'Won prizes with their winner, state, eligibility and tax-form status, newest first, by state, raffle, sport and days won',
    auth: 'admin',
    adminRoles: readers,
    query: fulfilmentQueueQuerySchema,
    response: fulfilmentQueueResponseSchema,
  },
  fulfilmentDetail: {
    method: 'get',
    path: apiPaths.fulfilmentDetail,
    summary: "One won prize with its history; admins also see the winner's shipping address",
    auth: 'admin',
    adminRoles: readers,
    params: fulfilmentParamsSchema,
    response: fulfilmentDetailResponseSchema,
  },
  markPrizeShipped: {
    method: 'post',
    path: apiPaths.markPrizeShipped,
    summary: 'Mark a claimed prize shipped with its carrier and tracking number (idempotent)',
    auth: 'admin',
    adminRoles: writers,
    params: fulfilmentParamsSchema,
    body: markShippedRequestSchema,
    response: fulfilmentDetailResponseSchema,
  },
  markPrizeDelivered: {
    method: 'post',
    path: apiPaths.markPrizeDelivered,
    summary: 'Mark a shipped prize delivered (idempotent)',
    auth: 'admin',
    adminRoles: writers,
    params: fulfilmentParamsSchema,
    response: fulfilmentDetailResponseSchema,
  },
  markPrizeCashPaid: {
    method: 'post',
    path: apiPaths.markPrizeCashPaid,
    summary: 'Mark a claimed cash prize paid with its payment reference (idempotent)',
    auth: 'admin',
    adminRoles: writers,
    params: fulfilmentParamsSchema,
    body: markCashPaidRequestSchema,
    response: fulfilmentDetailResponseSchema,
  },
  forfeitPrizeByAdmin: {
    method: 'post',
    path: apiPaths.forfeitPrizeByAdmin,
    summary: 'Forfeit a won or claimed prize with a reason; the draw awards it to its next runner-up (idempotent)',
    auth: 'admin',
    adminRoles: writers,
    params: fulfilmentParamsSchema,
    body: forfeitPrizeRequestSchema,
    response: fulfilmentDetailResponseSchema,
  },
  contactWinner: {
    method: 'post',
    path: apiPaths.contactWinner,
    summary: 'E-mail the winner from a template (once per contactId)',
    auth: 'admin',
    adminRoles: writers,
    params: fulfilmentParamsSchema,
    body: contactWinnerRequestSchema,
    response: fulfilmentDetailResponseSchema,
  },
  exportPrizeWinners: {
    method: 'get',
    path: apiPaths.exportPrizeWinners,
    summary: 'Prize winners of the days won (New York), with prize values, claims and tax-form status, as CSV for tax reporting',
    auth: 'admin',
    adminRoles: ['admin', 'finance'],
    query: prizeWinnersExportQuerySchema,
    produces: 'text/csv',
    response: csvResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
