export const DESKTOP_BREAKPOINT_PX = 1024;

/** Limits and intervals: product-spec.md §9 where the spec fixes them, otherwise ours (marked). */
export const VIEW_MODE_RELOAD_MS = 100;

/** Notifications, product-spec.md §9: one at a time, shown 5000 ms, swipe right 50 px to dismiss, F8 focuses them. */
export const NOTIFICATION_LIMIT = 1;

export const NOTIFICATION_DISPLAY_MS = 5000;

export const NOTIFICATION_SWIPE_THRESHOLD_PX = 50;

export const NOTIFICATION_HOTKEY = 'F8';

/** Client routes, product-spec.md §2. */
export const clientRoutes = {
  home: '/',
  login: '/login',
  dashboard: '/dashboard',
  raffles: '/raffles',
  /** Ours (issue 10): each raffle's official rules and each draw's public proof. */
  raffleRules: '/raffles/:raffleId/rules',
  drawProof: '/raffles/draws/:drawId',
  /** Ours (issue 22): a raffle's past draws and the player's own entries. */
  raffleHistory: '/raffles/:raffleId/history',
  myEntries: '/raffles/entries',
  prizes: '/prizes',
  contests: '/contests',
  challenges: '/challenges',
  /** Ours (issue 22): the weekly overperformance board. */
  leaderboard: '/leaderboard',
  shop: '/shop',
  bank: '/bank',
  /** Ours (issue 22): a coin purchase's receipt, its owner's only. */
  bankReceipt: '/bank/receipts/:purchaseId',
  profile: '/profile',
  authCallback: '/auth/callback',
  verifyEmail: '/verify-email',
  admin: '/admin',
  /** Ours (issue 23): a section of the console; below it, the section's own pages (a player's, say). */
  adminSection: '/admin/:section',
  signup: '/signup',
  /** Ours (issue 21): the footer's legal and support pages. */
  terms: '/terms',
  privacy: '/privacy',
  officialRules: '/official-rules',
  responsiblePlay: '/responsible-play',
  support: '/support',
  /** Ours (issue 21): the reset link opens these; they are served with Referrer-Policy: no-referrer. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  adminForgotPassword: '/admin/forgot-password',
  adminResetPassword: '/admin/reset-password',
} as const;

/**
 * Ours (issue 24): what crawlers may fetch, served by the server at /robots.txt as text/plain. The API and the
 * operator console are not pages to index; every player page is.
 */
export const robotsTxt = ['User-agent: *', 'Disallow: /api/', `Disallow: ${clientRoutes.admin}`, 'Allow: /', ''].join('\n');

/**
 * Ours (issue 24): the file a page prerendered for signed-in players is written to, beside a visitor's `index.html`.
 * The server sends it to a browser holding a session cookie (the dashboard's heading then paints from the HTML).
 */
export const SIGNED_IN_DOCUMENT = 'signed-in.html';

/** Navigation bar links in order, product-spec.md §2. */
export const navLinks = [
  { label: 'Dashboard', path: clientRoutes.dashboard },
  { label: 'Raffles', path: clientRoutes.raffles },
  { label: 'Prizes', path: clientRoutes.prizes },
  { label: 'Contests', path: clientRoutes.contests },
  { label: 'Challenges', path: clientRoutes.challenges },
  { label: 'Shop', path: clientRoutes.shop },
  { label: 'Leaderboard', path: clientRoutes.leaderboard },
] as const;

export const CONFETTI_PIECES = 50;

export const CONFETTI_DURATION_MS = 3000;
