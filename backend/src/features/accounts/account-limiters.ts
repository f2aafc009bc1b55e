import {
  PASSWORD_RESETS_PER_EMAIL,
  PASSWORD_RESETS_PER_IP,
  PASSWORD_RESET_WINDOW_SECONDS,
  SIGNIN_ATTEMPTS_PER_ACCOUNT,
  SIGNIN_ATTEMPTS_PER_IP,
  SIGNIN_FAILURES_PER_ACCOUNT,
  SIGNIN_LOCKOUT_SECONDS,
  SIGNIN_WINDOW_SECONDS,
  SIGNUPS_PER_EMAIL_DOMAIN,
  SIGNUP_ATTEMPTS_PER_IP,
  SIGNUP_WINDOW_SECONDS,
  VERIFICATION_EMAILS_PER_ACCOUNT,
  VERIFICATION_EMAILS_PER_IP,
  VERIFICATION_EMAIL_WINDOW_SECONDS,
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
  /** Reset links asked for, per address asked about (known or not) and per IP; admins' count apart from players'. */
  resetPerEmail: Limiter;
  resetPerIp: Limiter;
  /** Verification e-mails (resent, or to a new address), per account and per IP. */
  verificationPerAccount: Limiter;
  verificationPerIp: Limiter;
}

// One set per rate limit of the system: the player 360's resend (another feature) counts against the player's own limits
// in the embedded mode too, where the counts are in memory.
const made = new WeakMap<RateLimit, AccountLimiters>();

export function accountLimiters(rateLimit: RateLimit): AccountLimiters {
  const existing = made.get(rateLimit);
  if (existing) return existing;
  const limiters = newAccountLimiters(rateLimit);
  made.set(rateLimit, limiters);
  return limiters;
}

const newAccountLimiters = (rateLimit: RateLimit): AccountLimiters => ({
  signInPerAccount: rateLimit('signin-account', SIGNIN_ATTEMPTS_PER_ACCOUNT, SIGNIN_WINDOW_SECONDS),
  signInPerIp: rateLimit('signin-ip', SIGNIN_ATTEMPTS_PER_IP, SIGNIN_WINDOW_SECONDS),
  signInFailuresPerAccount: rateLimit('signin-failures', SIGNIN_FAILURES_PER_ACCOUNT, SIGNIN_LOCKOUT_SECONDS),
  signUpPerIp: rateLimit('signup-ip', SIGNUP_ATTEMPTS_PER_IP, SIGNUP_WINDOW_SECONDS),
  signUpPerEmailDomain: rateLimit('signup-domain', SIGNUPS_PER_EMAIL_DOMAIN, SIGNUP_WINDOW_SECONDS),
  resetPerEmail: rateLimit('reset-email', PASSWORD_RESETS_PER_EMAIL, PASSWORD_RESET_WINDOW_SECONDS),
  resetPerIp: rateLimit('reset-ip', PASSWORD_RESETS_PER_IP, PASSWORD_RESET_WINDOW_SECONDS),
  verificationPerAccount: rateLimit('verify-account', VERIFICATION_EMAILS_PER_ACCOUNT, VERIFICATION_EMAIL_WINDOW_SECONDS),
  verificationPerIp: rateLimit('verify-ip', VERIFICATION_EMAILS_PER_IP, VERIFICATION_EMAIL_WINDOW_SECONDS),
});
