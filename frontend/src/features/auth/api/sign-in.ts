import { apiRoutes } from '@fr/contracts/api-routes';
import { authSuccessResponseSchema, type AuthSuccessResponse, type SignInRequest } from '@fr/contracts/accounts';
import { api, playerDataTags } from '../../../app/api';

const signInApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<AuthSuccessResponse, SignInRequest>({
      query: (body) => ({ url: apiRoutes.authSignIn.path, method: 'POST', body }),
      responseSchema: authSuccessResponseSchema,
      invalidatesTags: ['AuthStatus', ...playerDataTags],
    }),
  }),
});

export const { useSignInMutation } = signInApi;
