import { glossaryTexts } from './glossary';
import { metaDescription } from './seo';

/** User-visible shell texts, verbatim from product-spec.md where it fixes them. */
export const shellTexts = {
  notFound: '404 Page Not Found',
  coinsWord: 'Coins',
  notifications: 'Notifications',
  /** Ours (issue 22): the product's words, explained where they appear. */
  glossary: glossaryTexts,
  footer: {
    ageNotice: 'You must be 18+ and eligible in your jurisdiction to participate.',
    viewMode: 'View mode',
    desktop: 'Desktop',
    mobile: 'Mobile',
    legalLinks: ['Terms of Service', 'Privacy Policy', 'Official Rules', 'Responsible Play', 'Support'],
    patent: 'Patent pending.',
  },
  /** Web client chrome (issue 3); labels the spec leaves open are ours. */
  app: {
    brandName: 'Fantasy Rewards',
    brandShort: 'FR',
    metaDescription,
    loading: 'Loading...',
    loadFailed: 'Something went wrong while loading. Please try again.',
    retry: 'Try Again',
    openMenu: 'Open menu',
    profile: 'Profile',
    signOut: 'Sign Out',
    signOutFailedTitle: 'Sign Out Failed',
    notificationsRegion: 'Notifications (F8)',
    dismiss: 'Dismiss',
    authRequiredTitle: 'Authentication Required',
    shopLoginRequired: 'Please log in to access the Shop.',
    profileLoginRequired: 'Please log in to view your profile.',
    goHome: 'Go to Home Page',
    mainNav: 'Main',
    /** Ours (issue 22): the phone's bottom tab bar, named apart from the menu's "Main" landmark. */
    tabBarNav: 'Destinations',
    legalNav: 'Legal',
    noNotifications: 'No new notifications',
    /** Ours: the visitor's way in from the navigation and from every sign-in gate (issue 12). */
    signIn: 'Sign In',
    signUp: 'Sign Up',
  },
  pages: {
    dashboard: 'Dashboard',
    raffles: 'Raffles',
    prizes: 'Prizes',
    contests: 'Contests',
    challenges: 'Challenges',
    shop: 'Shop',
    bank: 'Bank',
    profile: 'Profile',
    admin: 'Admin Portal',
    login: 'Sign In',
    authCallback: 'Completing Sign In',
    signup: 'Sign Up',
  },
} as const;
