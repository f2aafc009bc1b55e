/** The admin roles (issue 11): `admin` may do everything, `finance` revenue and exports, `auditor` reads everything. */
export const adminRoles = ['admin', 'finance', 'auditor'] as const;

export type AdminRole = (typeof adminRoles)[number];

/** The admin session cookie, apart from the player's `sid`. */
export const ADMIN_SESSION_COOKIE = 'admin_sid';

/** Ours: an admin session ends after this long without a request (players keep theirs for 30 days). */
export const ADMIN_SESSION_IDLE_MS = 30 * 60 * 1000;

/** Ours: and after this long whatever the activity, so a session left open on a shared machine does not last. */
export const ADMIN_SESSION_MAX_MS = 12 * 60 * 60 * 1000;

/** Spec §9: the admin status is polled every 30 s. */
export const ADMIN_STATUS_POLL_MS = 30_000;

/** Ours: the first-start setup link is valid this long and once. */
export const ADMIN_SETUP_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Ours: sign-in attempts per username+IP and per IP in the window below. */
export const ADMIN_SIGNIN_ATTEMPTS_PER_ACCOUNT = 5;

export const ADMIN_SIGNIN_ATTEMPTS_PER_IP = 20;

export const ADMIN_SIGNIN_WINDOW_SECONDS = 15 * 60;

/**
 * Ours: failed passwords and TOTP codes per admin account, whatever the addresses they come from, before the account
 * is locked for the window below (as players are). A timed lock rather than one only an operator lifts: locking an
 * admin out for good would then cost an attacker ten requests, while a timed one must be kept up with ten more every
 * window, each counted per address too.
 */
export const ADMIN_SIGNIN_FAILURES_PER_ACCOUNT = 10;

export const ADMIN_SIGNIN_LOCKOUT_SECONDS = 15 * 60;

/** Ours: the issuer shown in authenticator apps. */
export const ADMIN_TOTP_ISSUER = 'Fantasy Rewards Admin';

/** Ours: page sizes of the Users search and the audit trail. */
export const ADMIN_PAGE_SIZE = 20;

export const ADMIN_MAX_PAGE_SIZE = 100;

/** Ours: the longest lock or unlock reason kept. */
export const MAX_LOCK_REASON_LENGTH = 500;

/** The admin tabs of spec §2, in order, and the roles that may open each (the server refuses the rest anyway). */
export const adminTabs = ['overview', 'users', 'platforms', 'revenue', 'finance', 'gamification', 'ledger', 'support', 'settings'] as const;

export type AdminTab = (typeof adminTabs)[number];

export const adminTabRoles: Record<AdminTab, readonly AdminRole[]> = {
  // As the analytics routes allow: finance works from revenue and the exports.
  overview: ['admin', 'auditor'],
  users: adminRoles,
  platforms: ['admin', 'auditor'],
  revenue: adminRoles,
  // Issue 23: the Finance page (revenue, payments, statement, exports); here until the console's own shell holds it.
  finance: adminRoles,
  gamification: adminRoles,
  // Issue 11: finance works from the ledger explorer too; it only reads.
  ledger: adminRoles,
  // Tier configuration changes the product: finance has "no configuration" (issue 11); the auditor reads it.
  settings: ['admin', 'auditor'],
  // Players' messages: admins answer them, the auditor reads them; finance has no need to (legal routes).
  support: ['admin', 'auditor'],
};
