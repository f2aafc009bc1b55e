import { apiPaths } from '@fr/contracts/api-paths';
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
      query: () => apiPaths.authStatus,
      responseSchema: import.meta.env.DEV ? authStatusResponseSchema : undefined,
      providesTags: ['AuthStatus'],
    }),
    signUp: build.mutation<AuthSuccessResponse, SignUpRequest>({
      query: (body) => ({ url: apiPaths.authSignUp, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? authSuccessResponseSchema : undefined,
      invalidatesTags: ['AuthStatus', ...playerDataTags],
    }),
    signIn: build.mutation<AuthSuccessResponse, SignInRequest>({
      query: (body) => ({ url: apiPaths.authSignIn, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? authSuccessResponseSchema : undefined,
      invalidatesTags: ['AuthStatus', ...playerDataTags],
    }),
    signOut: build.mutation<MessageResponse, void>({
      query: () => ({ url: apiPaths.authSignOut, method: 'POST' }),
      responseSchema: import.meta.env.DEV ? messageResponseSchema : undefined,
      // Coins are not invalidated here: refetching them now could only answer 401. The stale entry loses its
      // subscriber once the status says signed out, and the next sign-in's Coins invalidation drops it. Challenges
      // are public but carry the player's progress, so a visitor must not keep seeing the last player's.
      invalidatesTags: ['AuthStatus', 'Challenges'],
    }),
    getSocialProviders: build.query<SocialProvidersResponse, void>({
      query: () => apiPaths.authSocialProviders,
      responseSchema: import.meta.env.DEV ? socialProvidersResponseSchema : undefined,
    }),
    // The popup's own store runs these; the window that opened it refreshes its status when the popup reports back.
    socialSignIn: build.mutation<SocialSignInResponse, SocialSignInRequest>({
      query: (body) => ({ url: apiPaths.authSocialSignIn, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? socialSignInResponseSchema : undefined,
      invalidatesTags: ['AuthStatus', ...playerDataTags],
    }),
    linkSocialAccount: build.mutation<AuthSuccessResponse, SocialLinkRequest>({
      query: (body) => ({ url: apiPaths.authSocialLink, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? authSuccessResponseSchema : undefined,
      invalidatesTags: ['AuthStatus', ...playerDataTags],
    }),
    verifyEmail: build.query<MessageResponse, string>({
      query: (token) => ({ url: apiPaths.authVerifyEmail, params: { token } }),
      responseSchema: import.meta.env.DEV ? messageResponseSchema : undefined,
      // A token is single-use: never answer a later visit from the cache.
      keepUnusedDataFor: 0,
    }),
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordRequest>({
      query: (body) => ({ url: apiPaths.authForgotPassword, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? messageResponseSchema : undefined,
    }),
    // The reset signs this browser in afresh: everything a signed-in player sees is fetched again.
    resetPassword: build.mutation<AuthSuccessResponse, ResetPasswordRequest>({
      query: (body) => ({ url: apiPaths.authResetPassword, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? authSuccessResponseSchema : undefined,
      invalidatesTags: ['AuthStatus', ...playerDataTags],
    }),
    changePassword: build.mutation<MessageResponse, ChangePasswordRequest>({
      query: (body) => ({ url: apiPaths.authChangePassword, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? messageResponseSchema : undefined,
      invalidatesTags: ['Sessions'],
    }),
    getAccountEmail: build.query<AccountEmailResponse, void>({
      query: () => apiPaths.authAccountEmail,
      responseSchema: import.meta.env.DEV ? accountEmailResponseSchema : undefined,
      providesTags: ['AccountEmail'],
    }),
    resendVerification: build.mutation<MessageResponse, ResendVerificationRequest>({
      query: (body) => ({ url: apiPaths.authResendVerification, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? messageResponseSchema : undefined,
    }),
    changeEmail: build.mutation<MessageResponse, ChangeEmailRequest>({
      query: (body) => ({ url: apiPaths.authChangeEmail, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? messageResponseSchema : undefined,
      invalidatesTags: ['AccountEmail'],
    }),
    getSessions: build.query<SessionsResponse, void>({
      query: () => apiPaths.authSessions,
      responseSchema: import.meta.env.DEV ? sessionsResponseSchema : undefined,
      providesTags: ['Sessions'],
    }),
    endSession: build.mutation<MessageResponse, string>({
      query: (sessionId) => ({ url: apiPaths.authEndSession.replace(':sessionId', encodeURIComponent(sessionId)), method: 'POST' }),
      responseSchema: import.meta.env.DEV ? messageResponseSchema : undefined,
      invalidatesTags: ['Sessions'],
    }),
    endOtherSessions: build.mutation<MessageResponse, void>({
      query: () => ({ url: apiPaths.authEndOtherSessions, method: 'POST' }),
      responseSchema: import.meta.env.DEV ? messageResponseSchema : undefined,
      invalidatesTags: ['Sessions'],
    }),
  }),
});

export const {
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

/**
 * The session's status as every screen reads it: its answer, and whether it is loading or failed. A screen is rendered
 * again when these change, not for the rest of the query's state (see answerState in lib/api.ts).
 */
export const useAuthStatus = () =>
  accountsApi.useGetAuthStatusQuery(undefined, {
    // Not yet asked counts as loading, as the hook's default result has it (a selector replaces that default): the
    // status is never skipped, so it is about to be asked. main.tsx asks before the first render.
    selectFromResult: ({ data, isLoading, isUninitialized, isError, error }) => ({
      data,
      isLoading: isLoading || isUninitialized,
      isError,
      error,
    }),
  });

/** Whether a player is signed in (false until the status is known), for a component that shows nothing else of it. */
export const useSignedIn = () =>
  accountsApi.useGetAuthStatusQuery(undefined, { selectFromResult: ({ data }) => ({ signedIn: data?.authenticated === true }) }).signedIn;
