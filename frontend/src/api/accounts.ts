import { apiRoutes } from '@fr/contracts/api-routes';
import {
  authStatusResponseSchema,
  authSuccessResponseSchema,
  socialProvidersResponseSchema,
  socialSignInResponseSchema,
  type AuthStatusResponse,
  type AuthSuccessResponse,
  type SignInRequest,
  type SignUpRequest,
  type SocialLinkRequest,
  type SocialProvidersResponse,
  type SocialSignInRequest,
  type SocialSignInResponse,
} from '@fr/contracts/accounts';
import { messageResponseSchema, type MessageResponse } from '@fr/contracts/http';
import { api, playerDataTags } from '../lib/api';

/** Accounts: the session status every screen reads, sign-up, sign-in (with a password or a provider), sign-out and e-mail verification. */
export const accountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuthStatus: build.query<AuthStatusResponse, void>({
      query: () => apiRoutes.authStatus.path,
      responseSchema: authStatusResponseSchema,
      providesTags: ['AuthStatus'],
    }),
    signUp: build.mutation<AuthSuccessResponse, SignUpRequest>({
      query: (body) => ({ url: apiRoutes.authSignUp.path, method: 'POST', body }),
      responseSchema: authSuccessResponseSchema,
      invalidatesTags: ['AuthStatus', ...playerDataTags],
    }),
    signIn: build.mutation<AuthSuccessResponse, SignInRequest>({
      query: (body) => ({ url: apiRoutes.authSignIn.path, method: 'POST', body }),
      responseSchema: authSuccessResponseSchema,
      invalidatesTags: ['AuthStatus', ...playerDataTags],
    }),
    signOut: build.mutation<MessageResponse, void>({
      query: () => ({ url: apiRoutes.authSignOut.path, method: 'POST' }),
      responseSchema: messageResponseSchema,
      // Coins are not invalidated here: refetching them now could only answer 401. The stale entry loses its
      // subscriber once the status says signed out, and the next sign-in's Coins invalidation drops it. Challenges
      // are public but carry the player's progress, so a visitor must not keep seeing the last player's.
      invalidatesTags: ['AuthStatus', 'Challenges'],
    }),
    getSocialProviders: build.query<SocialProvidersResponse, void>({
      query: () => apiRoutes.authSocialProviders.path,
      responseSchema: socialProvidersResponseSchema,
    }),
    // The popup's own store runs these; the window that opened it refreshes its status when the popup reports back.
    socialSignIn: build.mutation<SocialSignInResponse, SocialSignInRequest>({
      query: (body) => ({ url: apiRoutes.authSocialSignIn.path, method: 'POST', body }),
      responseSchema: socialSignInResponseSchema,
      invalidatesTags: ['AuthStatus', ...playerDataTags],
    }),
    linkSocialAccount: build.mutation<AuthSuccessResponse, SocialLinkRequest>({
      query: (body) => ({ url: apiRoutes.authSocialLink.path, method: 'POST', body }),
      responseSchema: authSuccessResponseSchema,
      invalidatesTags: ['AuthStatus', ...playerDataTags],
    }),
    verifyEmail: build.query<MessageResponse, string>({
      query: (token) => ({ url: apiRoutes.authVerifyEmail.path, params: { token } }),
      responseSchema: messageResponseSchema,
      // A token is single-use: never answer a later visit from the cache.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetAuthStatusQuery,
  useSignUpMutation,
  useSignInMutation,
  useSignOutMutation,
  useVerifyEmailQuery,
  useGetSocialProvidersQuery,
  useSocialSignInMutation,
  useLinkSocialAccountMutation,
} = accountsApi;
