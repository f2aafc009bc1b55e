import { z } from 'zod';
import type { RouteContract } from '../http/route-contract';
import { messageResponseSchema } from '../http/schemas';
import {
  authStatusResponseSchema,
  authSuccessResponseSchema,
  signInRequestSchema,
  signUpRequestSchema,
  socialLinkRequestSchema,
  socialProviderParamsSchema,
  socialProvidersResponseSchema,
  socialSignInRequestSchema,
  socialSignInResponseSchema,
  verifyEmailQuerySchema,
} from './schemas';

// The spec puts these under /api/auth/*.
/** The accounts routes; apiRoutes (contracts/src/api-routes.ts) composes every resource's. */
export const accountsRoutes = {
  authSignUp: {
    method: 'post',
    path: '/api/auth/signup',
    summary: 'Create an account; grants the sign-up coins and sends a verification e-mail',
    auth: 'none',
    body: signUpRequestSchema,
    response: authSuccessResponseSchema,
    status: 201,
  },
  authSignIn: {
    method: 'post',
    path: '/api/auth/signin',
    summary: 'Sign in with e-mail and password',
    auth: 'none',
    body: signInRequestSchema,
    response: authSuccessResponseSchema,
  },
  authSignOut: {
    method: 'post',
    path: '/api/auth/signout',
    summary: 'End the session',
    auth: 'none',
    response: messageResponseSchema,
  },
  authStatus: {
    method: 'get',
    path: '/api/auth/status',
    summary: 'Whether the caller is signed in and the fantasy provider is configured',
    auth: 'none',
    response: authStatusResponseSchema,
  },
  authVerifyEmail: {
    method: 'get',
    path: '/api/auth/verify-email',
    summary: 'Confirm an e-mail address with the token sent at sign-up',
    auth: 'none',
    query: verifyEmailQuerySchema,
    response: messageResponseSchema,
  },
  authSocialProviders: {
    method: 'get',
    path: '/api/auth/providers',
    summary: 'The social sign-in providers and whether each one has its credentials configured',
    auth: 'none',
    response: socialProvidersResponseSchema,
  },
  // The spec's popup URL; the POST on the same path connects the fantasy provider (contracts/src/fantasy/routes.ts).
  authSocialInitiate: {
    method: 'get',
    path: '/api/auth/:provider/initiate',
    summary:
      'Start a social sign-in in the popup: redirects to the provider (state and PKCE verifier kept server-side), or to /auth/callback with an error',
    auth: 'none',
    params: socialProviderParamsSchema,
    response: z.string(),
    produces: 'text/html',
    status: 302,
  },
  authSocialSignIn: {
    method: 'post',
    path: '/api/auth/social/sign-in',
    summary: 'Finish a social sign-in with the code and state the provider sent to /auth/callback: signs in, signs up or asks to link',
    auth: 'none',
    body: socialSignInRequestSchema,
    response: socialSignInResponseSchema,
  },
  authSocialLink: {
    method: 'post',
    path: '/api/auth/social/link',
    summary: "Link the pending provider identity to the account holding its e-mail, confirmed with that account's password",
    auth: 'none',
    body: socialLinkRequestSchema,
    response: authSuccessResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
