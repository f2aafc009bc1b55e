import { apiRoutes } from '@fr/contracts/api-routes';
import { authSuccessResponseSchema, type AuthSuccessResponse, type SignUpRequest } from '@fr/contracts/accounts';
import { api, playerDataTags } from '../../../app/api';

const signUpApi = api.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<AuthSuccessResponse, SignUpRequest>({
      query: (body) => ({ url: apiRoutes.authSignUp.path, method: 'POST', body }),
      responseSchema: authSuccessResponseSchema,
      invalidatesTags: ['AuthStatus', ...playerDataTags],
    }),
  }),
});

export const { useSignUpMutation } = signUpApi;
