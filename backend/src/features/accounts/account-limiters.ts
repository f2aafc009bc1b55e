import {
  SIGNIN_ATTEMPTS_PER_ACCOUNT,
  SIGNIN_ATTEMPTS_PER_IP,
  SIGNIN_FAILURES_PER_ACCOUNT,
  SIGNIN_LOCKOUT_SECONDS,
  SIGNIN_WINDOW_SECONDS,
  SIGNUPS_PER_EMAIL_DOMAIN,
  SIGNUP_ATTEMPTS_PER_IP,
  SIGNUP_WINDOW_SECONDS,
} from '@fr/contracts';
import type { Limiter, RateLimit } from '../../platform/rate-limit';

/** The limits on signing in and up: per address, per account and per e-mail domain. */
export interface AccountLimiters {
  signInPerAccount: Limiter;
  signInPerIp: Limiter;
  /** Failed sign-ins per account whatever the address: a soft lockout that rotating addresses cannot get around. */
  signInFailuresPerAccount: Limiter;
  signUpPerIp: Limiter;
  signUpPerEmailDomain: Limiter;
}

export const accountLimiters = (rateLimit: RateLimit): AccountLimiters => ({
  signInPerAccount: rateLimit('signin-account', SIGNIN_ATTEMPTS_PER_ACCOUNT, SIGNIN_WINDOW_SECONDS),
  signInPerIp: rateLimit('signin-ip', SIGNIN_ATTEMPTS_PER_IP, SIGNIN_WINDOW_SECONDS),
  signInFailuresPerAccount: rateLimit('signin-failures', SIGNIN_FAILURES_PER_ACCOUNT, SIGNIN_LOCKOUT_SECONDS),
  signUpPerIp: rateLimit('signup-ip', SIGNUP_ATTEMPTS_PER_IP, SIGNUP_WINDOW_SECONDS),
  signUpPerEmailDomain: rateLimit('signup-domain', SIGNUPS_PER_EMAIL_DOMAIN, SIGNUP_WINDOW_SECONDS),
});
