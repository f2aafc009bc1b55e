import { apiPaths } from '@fr/contracts/api-paths';
import { player360ResponseSchema, type Player360Response } from '@fr/contracts/player-360';
import { messageResponseSchema, type MessageResponse } from '@fr/contracts/http';
import { api } from '../lib/api';
import { auditTrailTag } from './admin';

const playerTag = (userId: string) => ({ type: 'AdminPlayer360', id: userId }) as const;

const withPath = (path: string, userId: string) => path.replace(':userId', encodeURIComponent(userId));

/** The operator console's player page (issue 23) and its support actions. */
export const adminPlayersApi = api.enhanceEndpoints({ addTagTypes: ['AdminPlayer360', 'AdminAudit'] }).injectEndpoints({
  endpoints: (build) => ({
    getPlayer360: build.query<Player360Response, string>({
      query: (userId) => withPath(apiPaths.adminPlayer360, userId),
      responseSchema: import.meta.env.DEV ? player360ResponseSchema : undefined,
      providesTags: (_result, _error, userId) => [playerTag(userId)],
    }),
    signOutEverywhere: build.mutation<MessageResponse, string>({
      query: (userId) => ({ url: withPath(apiPaths.adminSignOutEverywhere, userId), method: 'POST' }),
      responseSchema: import.meta.env.DEV ? messageResponseSchema : undefined,
      invalidatesTags: (_result, _error, userId) => [playerTag(userId), auditTrailTag],
    }),
    resendPlayerVerification: build.mutation<MessageResponse, string>({
      query: (userId) => ({ url: withPath(apiPaths.adminResendVerification, userId), method: 'POST' }),
      responseSchema: import.meta.env.DEV ? messageResponseSchema : undefined,
      invalidatesTags: (_result, _error, userId) => [playerTag(userId), auditTrailTag],
    }),
  }),
});

export const { useGetPlayer360Query, useSignOutEverywhereMutation, useResendPlayerVerificationMutation } = adminPlayersApi;
