import { apiRoutes } from '@fr/contracts/api-routes';
import {
  accountEmailResponseSchema,
  sessionsResponseSchema,
  type AccountEmailResponse,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  type ResendVerificationRequest,
  type ResetPasswordRequest,
  type SessionsResponse,
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
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordRequest>({
      query: (body) => ({ url: apiRoutes.authForgotPassword.path, method: 'POST', body }),
      responseSchema: messageResponseSchema,
    }),
    // The reset signs this browser in afresh: everything a signed-in player sees is fetched again.
    resetPassword: build.mutation<AuthSuccessResponse, ResetPasswordRequest>({
      query: (body) => ({ url: apiRoutes.authResetPassword.path, method: 'POST', body }),
      responseSchema: authSuccessResponseSchema,
      invalidatesTags: ['AuthStatus', ...playerDataTags],
    }),
    changePassword: build.mutation<MessageResponse, ChangePasswordRequest>({
      query: (body) => ({ url: apiRoutes.authChangePassword.path, method: 'POST', body }),
      responseSchema: messageResponseSchema,
      invalidatesTags: ['Sessions'],
    }),
    getAccountEmail: build.query<AccountEmailResponse, void>({
      query: () => apiRoutes.authAccountEmail.path,
      responseSchema: accountEmailResponseSchema,
      providesTags: ['AccountEmail'],
    }),
    resendVerification: build.mutation<MessageResponse, ResendVerificationRequest>({
      query: (body) => ({ url: apiRoutes.authResendVerification.path, method: 'POST', body }),
      responseSchema: messageResponseSchema,
    }),
    changeEmail: build.mutation<MessageResponse, ChangeEmailRequest>({
      query: (body) => ({ url: apiRoutes.authChangeEmail.path, method: 'POST', body }),
      responseSchema: messageResponseSchema,
      invalidatesTags: ['AccountEmail'],
    }),
    getSessions: build.query<SessionsResponse, void>({
      query: () => apiRoutes.authSessions.path,
      responseSchema: sessionsResponseSchema,
      providesTags: ['Sessions'],
    }),
    endSession: build.mutation<MessageResponse, string>({
      query: (sessionId) => ({ url: apiRoutes.authEndSession.path.replace(':sessionId', encodeURIComponent(sessionId)), method: 'POST' }),
      responseSchema: messageResponseSchema,
      invalidatesTags: ['Sessions'],
    }),
    endOtherSessions: build.mutation<MessageResponse, void>({
      query: () => ({ url: apiRoutes.authEndOtherSessions.path, method: 'POST' }),
      responseSchema: messageResponseSchema,
      invalidatesTags: ['Sessions'],
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
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useGetAccountEmailQuery,
  useResendVerificationMutation,
  useChangeEmailMutation,
  useGetSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
} = accountsApi;
