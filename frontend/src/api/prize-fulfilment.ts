import { apiRoutes } from '@fr/contracts/api-routes';
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
      query: (params) => ({ url: apiRoutes.fulfilmentQueue.path, params }),
      responseSchema: fulfilmentQueueResponseSchema,
      providesTags: [queue],
    }),
    getFulfilmentDetail: build.query<FulfilmentDetailResponse, string>({
      query: (awardId) => withAward(apiRoutes.fulfilmentDetail.path, awardId),
      responseSchema: fulfilmentDetailResponseSchema,
      providesTags: (_r, _e, awardId) => [detail(awardId)],
    }),
    markPrizeShipped: build.mutation<FulfilmentDetailResponse, MarkShippedRequest & { awardId: string }>({
      query: ({ awardId, ...body }) => ({ url: withAward(apiRoutes.markPrizeShipped.path, awardId), method: 'POST', body }),
      responseSchema: fulfilmentDetailResponseSchema,
      invalidatesTags: changed,
    }),
    markPrizeDelivered: build.mutation<FulfilmentDetailResponse, { awardId: string }>({
      query: ({ awardId }) => ({ url: withAward(apiRoutes.markPrizeDelivered.path, awardId), method: 'POST', body: {} }),
      responseSchema: fulfilmentDetailResponseSchema,
      invalidatesTags: changed,
    }),
    markPrizeCashPaid: build.mutation<FulfilmentDetailResponse, MarkCashPaidRequest & { awardId: string }>({
      query: ({ awardId, ...body }) => ({ url: withAward(apiRoutes.markPrizeCashPaid.path, awardId), method: 'POST', body }),
      responseSchema: fulfilmentDetailResponseSchema,
      invalidatesTags: changed,
    }),
    forfeitPrizeByAdmin: build.mutation<FulfilmentDetailResponse, ForfeitPrizeRequest & { awardId: string }>({
      query: ({ awardId, ...body }) => ({ url: withAward(apiRoutes.forfeitPrizeByAdmin.path, awardId), method: 'POST', body }),
      responseSchema: fulfilmentDetailResponseSchema,
      invalidatesTags: changed,
    }),
    contactWinner: build.mutation<FulfilmentDetailResponse, ContactWinnerRequest & { awardId: string }>({
      query: ({ awardId, ...body }) => ({ url: withAward(apiRoutes.contactWinner.path, awardId), method: 'POST', body }),
      responseSchema: fulfilmentDetailResponseSchema,
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
