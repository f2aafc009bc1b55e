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

/**
 * The console's sections (issue 23), in sidebar order, and the roles that may open each (the server refuses the rest
 * anyway). The sidebar lists a role's sections only; an address of another shows a message in words instead.
 */
export const adminSections = [
  'overview',
  'players',
  'draws',
  'prizes',
  'support',
  'catalogue',
  'finance',
  'ledger',
  'settings',
  'audit',
] as const;

export type AdminSection = (typeof adminSections)[number];

export const adminSectionRoles: Record<AdminSection, readonly AdminRole[]> = {
  // Every role starts here; its panels show only what the role's API routes allow.
  overview: adminRoles,
  // Players, their messages, draws, the catalogue, configuration and the audit trail: admins act, the auditor reads;
  // finance has "no configuration" and no need of players' data (issue 11).
  players: ['admin', 'auditor'],
  draws: ['admin', 'auditor'],
  // Issue 11: finance reads prizes and the ledger (the value of prizes awarded, the liabilities) and works from finance.
  prizes: adminRoles,
  support: ['admin', 'auditor'],
  catalogue: ['admin', 'auditor'],
  finance: adminRoles,
  ledger: adminRoles,
  settings: ['admin', 'auditor'],
  audit: ['admin', 'auditor'],
};

/** The sidebar's groups, by task: each section once, in the order of `adminSections`. */
export const adminSectionGroups = {
  today: ['overview'],
  operations: ['players', 'draws', 'prizes', 'support'],
  product: ['catalogue'],
  money: ['finance', 'ledger'],
  system: ['settings', 'audit'],
} as const satisfies Record<string, readonly AdminSection[]>;

/** Where the console runs, shown as a badge so nobody mistakes production for a demo (issue 23). */
export const adminEnvironments = ['production', 'staging', 'demo', 'development'] as const;

export type AdminEnvironment = (typeof adminEnvironments)[number];
