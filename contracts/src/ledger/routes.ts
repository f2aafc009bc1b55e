import { apiPaths } from '../api-paths';
import type { RouteContract } from '../http/route-contract';
import {
  integrityCheckQueuedResponseSchema,
  integrityChecksResponseSchema,
  ledgerBalanceQuerySchema,
  ledgerBalanceResponseSchema,
  ledgerPlayerParamsSchema,
  ledgerStreamQuerySchema,
  ledgerStreamResponseSchema,
  trialBalanceResponseSchema,
} from './schemas';

/**
 * Issue 11: the ledger explorer is for every admin role (finance and auditors included) to read; starting an integrity
 * check, a rebuild of every read model, is for the `admin` role only (issue 20).
 */
export const ledgerRoutes = {
  adminLedgerStream: {
    method: 'get',
    path: apiPaths.adminLedgerStream,
    summary: "A player's stream, newest first, with each event's cause and its effect on the wallet",
    auth: 'admin',
    params: ledgerPlayerParamsSchema,
    query: ledgerStreamQuerySchema,
    response: ledgerStreamResponseSchema,
  },
  adminLedgerBalance: {
    method: 'get',
    path: apiPaths.adminLedgerBalance,
    summary: "A player's balance and lots as of a moment: replayed from the events and summed from the ledger entries",
    auth: 'admin',
    params: ledgerPlayerParamsSchema,
    query: ledgerBalanceQuerySchema,
    response: ledgerBalanceResponseSchema,
  },
  adminTrialBalance: {
    method: 'get',
    path: apiPaths.adminTrialBalance,
    summary: 'Every account summed per lot (zero in double entry), the system accounts and negative players',
    auth: 'admin',
    response: trialBalanceResponseSchema,
  },
  adminIntegrityChecks: {
    method: 'get',
    path: apiPaths.adminIntegrityChecks,
    summary: 'The latest integrity checks, newest first, with their reports',
    auth: 'admin',
    response: integrityChecksResponseSchema,
  },
  adminRunIntegrityCheck: {
    method: 'post',
    path: apiPaths.adminRunIntegrityCheck,
    summary:
      'Queue a rebuild of every read model from the log in a scratch schema, compared with the live ones (one at a time, a few a day)',
    auth: 'admin',
    adminRoles: ['admin'],
    response: integrityCheckQueuedResponseSchema,
    status: 202,
  },
} as const satisfies Record<string, RouteContract>;
