import { apiPaths } from '@fr/contracts/api-paths';
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
      query: ({ userId, page, pageSize }) => ({ url: withPlayer(apiPaths.adminLedgerStream, userId), params: { page, pageSize } }),
      responseSchema: import.meta.env.DEV ? ledgerStreamResponseSchema : undefined,
    }),
    getBalanceAsOf: build.query<LedgerBalanceResponse, { userId: string; asOf: string }>({
      query: ({ userId, asOf }) => ({ url: withPlayer(apiPaths.adminLedgerBalance, userId), params: { asOf } }),
      responseSchema: import.meta.env.DEV ? ledgerBalanceResponseSchema : undefined,
    }),
    getTrialBalance: build.query<TrialBalanceResponse, void>({
      query: () => apiPaths.adminTrialBalance,
      responseSchema: import.meta.env.DEV ? trialBalanceResponseSchema : undefined,
    }),
    getIntegrityChecks: build.query<IntegrityChecksResponse, void>({
      query: () => apiPaths.adminIntegrityChecks,
      responseSchema: import.meta.env.DEV ? integrityChecksResponseSchema : undefined,
      providesTags: [checks],
    }),
    runIntegrityCheck: build.mutation<{ message: string; checkId: string }, void>({
      query: () => ({ url: apiPaths.adminRunIntegrityCheck, method: 'POST' }),
      responseSchema: import.meta.env.DEV ? integrityCheckQueuedResponseSchema : undefined,
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
