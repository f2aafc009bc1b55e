import { apiPaths } from '@fr/contracts/api-paths';
import {
  adminDrawNowResponseSchema,
  adminDrawRetryResponseSchema,
  adminDrawsResponseSchema,
  type AdminDrawNowResponse,
  type AdminDrawsResponse,
} from '@fr/contracts/raffles';
import { api } from '../lib/api';
import { auditTrailTag } from './admin';
import { withParam } from '../lib/paths';

const monitor = { type: 'AdminDraws', id: 'monitor' } as const;

/** The operator console's draw monitor, Draw now and the retry of a failed draw run. */
export const adminDrawsApi = api.enhanceEndpoints({ addTagTypes: ['AdminDraws', auditTrailTag.type] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminDraws: build.query<AdminDrawsResponse, void>({
      query: () => apiPaths.adminDraws,
      responseSchema: import.meta.env.DEV ? adminDrawsResponseSchema : undefined,
      providesTags: [monitor],
    }),
    drawNow: build.mutation<AdminDrawNowResponse, { raffleId: string; drawId: string }>({
      query: ({ raffleId, drawId }) => ({
        url: withParam(apiPaths.adminDrawNow, 'raffleId', raffleId),
        method: 'POST',
        body: { drawId },
      }),
      responseSchema: import.meta.env.DEV ? adminDrawNowResponseSchema : undefined,
      invalidatesTags: [monitor, auditTrailTag],
    }),
    retryDrawRun: build.mutation<{ drawId: string; message: string }, string>({
      query: (drawId) => ({ url: withParam(apiPaths.adminRetryDrawRun, 'drawId', drawId), method: 'POST' }),
      responseSchema: import.meta.env.DEV ? adminDrawRetryResponseSchema : undefined,
      invalidatesTags: [monitor],
    }),
  }),
});

export const { useGetAdminDrawsQuery, useDrawNowMutation, useRetryDrawRunMutation } = adminDrawsApi;
