/** Client routes, product-spec.md §2. */
export const clientRoutes = {
  home: '/',
  login: '/login',
  dashboard: '/dashboard',
  raffles: '/raffles',
  prizes: '/prizes',
  contests: '/contests',
  challenges: '/challenges',
  shop: '/shop',
  bank: '/bank',
  profile: '/profile',
  authCallback: '/auth/callback',
  verifyEmail: '/verify-email',
  admin: '/admin',
  signup: '/signup',
} as const;

/** Navigation bar links in order, product-spec.md §2. */
export const navLinks = [
  { label: 'Dashboard', path: clientRoutes.dashboard },
  { label: 'Raffles', path: clientRoutes.raffles },
  { label: 'Prizes', path: clientRoutes.prizes },
  { label: 'Contests', path: clientRoutes.contests },
  { label: 'Challenges', path: clientRoutes.challenges },
  { label: 'Shop', path: clientRoutes.shop },
] as const;

export const socialProviders = ['yahoo', 'google', 'facebook', 'x'] as const;
export type SocialProvider = (typeof socialProviders)[number];

/** The Bank's coin purchase section: other pages link to /bank#{id} to land on it (spec §2). */
export const BANK_PURCHASE_SECTION_ID = 'get-more-coins';
