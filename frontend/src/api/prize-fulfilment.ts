import { apiPaths } from '@fr/contracts/api-paths';
import {
  fulfilmentDetailResponseSchema,
  fulfilmentQueueResponseSchema,
  type ContactWinnerRequest,
  type FulfilmentDetailResponse,
  type FulfilmentQueueQuery,
  type FulfilmentQueueResponse,
  type ForfeitPrizeRequest,
  type MarkCashPaidRequest,
  type MarkShippedRequest,
} from '@fr/contracts/prizes';
import { api } from '../lib/api';
import { auditTrailTag } from './admin';

const queue = { type: 'PrizeFulfilment', id: 'LIST' } as const;
const detail = (awardId: string) => ({ type: 'PrizeFulfilment' as const, id: awardId });
/** An award id is `{drawId}:{pick}`: encoded so its colon stays inside the path segment. */
const withAward = (path: string, awardId: string) => path.replace(':awardId', encodeURIComponent(awardId));
const changed = (_r: unknown, _e: unknown, { awardId }: { awardId: string }) => [queue, detail(awardId), auditTrailTag];

/** The operators' prize fulfilment (issue 23): the queue, a prize's detail, and its actions. */
export const prizeFulfilmentApi = api.enhanceEndpoints({ addTagTypes: ['PrizeFulfilment', 'AdminAudit'] }).injectEndpoints({
  endpoints: (build) => ({
    getFulfilmentQueue: build.query<FulfilmentQueueResponse, FulfilmentQueueQuery>({
      query: (params) => ({ url: apiPaths.fulfilmentQueue, params }),
      responseSchema: import.meta.env.DEV ? fulfilmentQueueResponseSchema : undefined,
      providesTags: [queue],
    }),
    getFulfilmentDetail: build.query<FulfilmentDetailResponse, string>({
      query: (awardId) => withAward(apiPaths.fulfilmentDetail, awardId),
      responseSchema: import.meta.env.DEV ? fulfilmentDetailResponseSchema : undefined,
      providesTags: (_r, _e, awardId) => [detail(awardId)],
    }),
    markPrizeShipped: build.mutation<FulfilmentDetailResponse, MarkShippedRequest & { awardId: string }>({
      query: ({ awardId, ...body }) => ({ url: withAward(apiPaths.markPrizeShipped, awardId), method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? fulfilmentDetailResponseSchema : undefined,
      invalidatesTags: changed,
    }),
    markPrizeDelivered: build.mutation<FulfilmentDetailResponse, { awardId: string }>({
      query: ({ awardId }) => ({ url: withAward(apiPaths.markPrizeDelivered, awardId), method: 'POST', body: {} }),
      responseSchema: import.meta.env.DEV ? fulfilmentDetailResponseSchema : undefined,
      invalidatesTags: changed,
    }),
    markPrizeCashPaid: build.mutation<FulfilmentDetailResponse, MarkCashPaidRequest & { awardId: string }>({
      query: ({ awardId, ...body }) => ({ url: withAward(apiPaths.markPrizeCashPaid, awardId), method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? fulfilmentDetailResponseSchema : undefined,
      invalidatesTags: changed,
    }),
    forfeitPrizeByAdmin: build.mutation<FulfilmentDetailResponse, ForfeitPrizeRequest & { awardId: string }>({
      query: ({ awardId, ...body }) => ({ url: withAward(apiPaths.forfeitPrizeByAdmin, awardId), method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? fulfilmentDetailResponseSchema : undefined,
      invalidatesTags: changed,
    }),
    contactWinner: build.mutation<FulfilmentDetailResponse, ContactWinnerRequest & { awardId: string }>({
      query: ({ awardId, ...body }) => ({ url: withAward(apiPaths.contactWinner, awardId), method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? fulfilmentDetailResponseSchema : undefined,
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useGetFulfilmentQueueQuery,
  useGetFulfilmentDetailQuery,
  useMarkPrizeShippedMutation,
  useMarkPrizeDeliveredMutation,
  useMarkPrizeCashPaidMutation,
  useForfeitPrizeByAdminMutation,
  useContactWinnerMutation,
} = prizeFulfilmentApi;
