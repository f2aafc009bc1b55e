import { apiRoutes } from '@fr/contracts/api-routes';
import {
  integrityCheckQueuedResponseSchema,
  integrityChecksResponseSchema,
  ledgerBalanceResponseSchema,
  ledgerStreamResponseSchema,
  trialBalanceResponseSchema,
  type IntegrityChecksResponse,
  type LedgerBalanceResponse,
  type LedgerStreamResponse,
  type TrialBalanceResponse,
} from '@fr/contracts/ledger';
import { api } from '../lib/api';
import { auditTrailTag } from './admin';

const checks = { type: 'IntegrityChecks', id: 'LIST' } as const;

const withPlayer = (path: string, userId: string) => path.replace(':userId', encodeURIComponent(userId));

/** The ledger audit explorer: a player's stream and balance as of a moment, the trial balance, integrity checks. */
export const ledgerApi = api.enhanceEndpoints({ addTagTypes: ['IntegrityChecks', auditTrailTag.type] }).injectEndpoints({
  endpoints: (build) => ({
    getPlayerStream: build.query<LedgerStreamResponse, { userId: string; page: number; pageSize: number }>({
      query: ({ userId, page, pageSize }) => ({ url: withPlayer(apiRoutes.adminLedgerStream.path, userId), params: { page, pageSize } }),
      responseSchema: ledgerStreamResponseSchema,
    }),
    getBalanceAsOf: build.query<LedgerBalanceResponse, { userId: string; asOf: string }>({
      query: ({ userId, asOf }) => ({ url: withPlayer(apiRoutes.adminLedgerBalance.path, userId), params: { asOf } }),
      responseSchema: ledgerBalanceResponseSchema,
    }),
    getTrialBalance: build.query<TrialBalanceResponse, void>({
      query: () => apiRoutes.adminTrialBalance.path,
      responseSchema: trialBalanceResponseSchema,
    }),
    getIntegrityChecks: build.query<IntegrityChecksResponse, void>({
      query: () => apiRoutes.adminIntegrityChecks.path,
      responseSchema: integrityChecksResponseSchema,
      providesTags: [checks],
    }),
    runIntegrityCheck: build.mutation<{ message: string; checkId: string }, void>({
      query: () => ({ url: apiRoutes.adminRunIntegrityCheck.path, method: 'POST' }),
      responseSchema: integrityCheckQueuedResponseSchema,
      invalidatesTags: [checks, auditTrailTag],
    }),
  }),
});

export const {
  useGetPlayerStreamQuery,
  useGetBalanceAsOfQuery,
  useGetTrialBalanceQuery,
  useGetIntegrityChecksQuery,
  useRunIntegrityCheckMutation,
} = ledgerApi;
