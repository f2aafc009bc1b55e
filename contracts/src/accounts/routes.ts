import type { RouteContract } from '../http/route-contract';
import { messageResponseSchema } from '../http/schemas';
import {
  authStatusResponseSchema,
  authSuccessResponseSchema,
  signInRequestSchema,
  signUpRequestSchema,
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
} as const satisfies Record<string, RouteContract>;
