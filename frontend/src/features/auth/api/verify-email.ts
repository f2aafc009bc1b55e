import { apiRoutes } from '@fr/contracts/api-routes';
import { messageResponseSchema, type MessageResponse } from '@fr/contracts/http';
import { api } from '../../../app/api';

const verifyEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyEmail: build.query<MessageResponse, string>({
      query: (token) => ({ url: apiRoutes.authVerifyEmail.path, params: { token } }),
      responseSchema: messageResponseSchema,
      // A token is single-use: never answer a later visit from the cache.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useVerifyEmailQuery } = verifyEmailApi;
