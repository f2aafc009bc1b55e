export const MIN_PASSWORD_LENGTH = 8;

export const MINIMUM_AGE = 18;

export const VERIFICATION_REDIRECT_MS = 3000;

export const POPUP_WIDTH = 600;

export const POPUP_HEIGHT = 700;

/** Ours: e-mail verification links expire after 24 hours (issue 2). */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/** Ours: an account whose e-mail is still unverified this long after sign-up expires and frees its username and e-mail. */
export const UNVERIFIED_ACCOUNT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Ours: sign-in attempts per e-mail+IP and per IP in the window below. */
export const SIGNIN_ATTEMPTS_PER_ACCOUNT = 5;

export const SIGNIN_ATTEMPTS_PER_IP = 30;

export const SIGNIN_WINDOW_SECONDS = 15 * 60;

/** Ours: failed sign-ins per account, whatever the address they come from, before a soft lockout of the window below. */
export const SIGNIN_FAILURES_PER_ACCOUNT = 10;

export const SIGNIN_LOCKOUT_SECONDS = 15 * 60;

/** Ours: sign-ups per IP per hour. */
export const SIGNUP_ATTEMPTS_PER_IP = 20;

export const SIGNUP_WINDOW_SECONDS = 60 * 60;

/** Ours: sign-ups per e-mail domain in the same window, so one (disposable) domain cannot flood registrations. */
export const SIGNUPS_PER_EMAIL_DOMAIN = 200;

/** Ours: a player session unused this long ends (idle expiry; use moves the deadline). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Ours: a player session ends this long after its sign-in, however much it is used, so a stolen session cookie kept
 * busy does not work for ever; the player signs in again.
 */
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

/** Ours: maximum length of field values accepted from clients. */
export const MAX_USERNAME_LENGTH = 32;

export const MAX_EMAIL_LENGTH = 254;

export const MAX_PASSWORD_LENGTH = 256;

export const MAX_NAME_LENGTH = 64;

export const socialProviders = ['yahoo', 'google', 'facebook', 'x'] as const;

export type SocialProvider = (typeof socialProviders)[number];

/** Ours: a social sign-in started in the popup (its state and PKCE verifier) must come back within 10 minutes. */
export const SOCIAL_SIGN_IN_TTL_MS = 10 * 60 * 1000;

/** Ours: how long a player has to confirm with their password that a provider is linked to the account holding its e-mail. */
export const SOCIAL_LINK_TTL_MS = 10 * 60 * 1000;

/** Ours: the type of the message the sign-in popup posts to the window that opened it. */
export const SOCIAL_SIGN_IN_MESSAGE = 'fr:social-sign-in';

/** Ours: the errors GET /api/auth/{provider}/initiate sends the popup back to /auth/callback with (besides a provider's own). */
export const SOCIAL_ERROR_NOT_CONFIGURED = 'not_configured';

export const SOCIAL_ERROR_INITIATE_FAILED = 'initiate_failed';

/** Ours (issue 21): a password reset link works once, within an hour. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** Ours: reset requests per e-mail address and per IP in the window below. */
export const PASSWORD_RESETS_PER_EMAIL = 3;

export const PASSWORD_RESETS_PER_IP = 20;

export const PASSWORD_RESET_WINDOW_SECONDS = 60 * 60;

/** Ours: verification e-mails (resent, or for a new address) per account and per IP in the window below. */
export const VERIFICATION_EMAILS_PER_ACCOUNT = 3;

export const VERIFICATION_EMAILS_PER_IP = 20;

export const VERIFICATION_EMAIL_WINDOW_SECONDS = 60 * 60;

/** Ours: a session's last-seen time is written at most this often, not on every request. */
export const SESSION_LAST_SEEN_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Ours: how many player sessions (and as many accounts' existence) an API process keeps in memory, so a request of a
 * signed-in player reads neither its session row nor its account stream (issue 24). A few hundred bytes each: some
 * ten MB at most; a session pushed out is read from PostgreSQL again.
 */
export const SESSION_CACHE_MAX_ENTRIES = 20_000;

/**
 * Ours: the longest a process keeps a session without reading it again (never past the row's own expiry). Revocations
 * reach every process at once through the session bus; this bounds what a broadcast that could not be sent (the bus
 * unreachable at that moment) leaves behind, at one read per session and minute.
 */
export const SESSION_CACHE_TTL_MS = 60 * 1000;

/** Ours: how often each process sends itself a heartbeat over the session bus (see SESSION_CACHE_FRESH_MS). */
export const SESSION_BUS_HEARTBEAT_MS = 500;

/**
 * Ours: a process serves sessions from its cache only while its own last heartbeat came back over the bus this
 * recently, so a process cut off from the bus, or stalled, falls back to PostgreSQL instead of serving a revoked
 * session. Four heartbeats, so one late message does not empty the cache.
 */
export const SESSION_CACHE_FRESH_MS = 4 * SESSION_BUS_HEARTBEAT_MS;

/**
 * Ours: the longest a revocation waits for the other processes to confirm they dropped the session. Past it, a process
 * that has not confirmed has also not heard its own heartbeat for SESSION_CACHE_FRESH_MS, so it no longer serves from
 * its cache; twice that, for clocks that run at slightly different rates (docs/decisions/0017-session-cache.md).
 */
export const SESSION_REVOCATION_WAIT_MS = 2 * SESSION_CACHE_FRESH_MS;

/** Ours: the longest User-Agent kept with a session. */
export const MAX_USER_AGENT_LENGTH = 512;
