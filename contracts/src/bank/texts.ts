/** User-visible bank texts, verbatim from product-spec.md where it fixes them. */
export const bankTexts = {
  bank: {
    subtitle: 'Your coin vault: check in, track challenges, use boosts and top up.',
    loginRequired: 'Please log in to access the Bank.',
    balanceTitle: 'Vault Balance',
    coins: 'coins',
    expandVault: 'Expand your vault',
    checkInTitle: 'Daily Check-in',
    /** Ours: the spec's fixed "+50" is the base alone; a player with completed challenges is paid more. */
    bonusCoins: (coins: string) => `+${coins} coins`,
    claimDailyReward: 'Claim Daily Reward',
    claiming: 'Claiming...',
    alreadyClaimed: 'Already Claimed Today',
    nextCheckIn: 'Next check-in in',
    checkInFailedTitle: 'Check-in Failed',
    checkInFailed: 'Failed to process daily check-in',
    challengesTitle: 'Challenges',
    completed: 'Completed',
    remaining: 'Remaining',
    viewAllChallenges: 'View All Challenges',
    quickTitle: 'Quick Earning Opportunities',
    allChallengesDone: 'All challenges completed! Check back tomorrow for more.',
    boostsTitle: 'Boosts & Upgrades',
    readyToUse: 'Ready to Use',
    recentlyUsed: 'Recently Used',
    noneReady: 'Every boost you bought is in use.',
    appliedTo: (team: string, when: string) => `${team} · ${when}`,
    recently: 'recently',
    noBoosts: 'No boosts purchased yet',
    visitShop: 'Visit the Shop',
    getMoreCoins: 'Get More Coins',
    bonus: (coins: string) => `+${coins} bonus`,
    perThousand: (price: string) => `${price} per 1,000 coins`,
    mostPopular: 'Most Popular',
    /** Ours (issue 12): each package's explicit action, and a ready boost's. */
    buyPackage: 'Buy',
    selectedPackage: 'Selected',
    applyReadyBoost: 'Apply',
    save: (percent: number) => `Save ${percent}%`,
    paymentTitle: 'Choose a payment method',
    payWithWallet: 'Digital Wallet',
    payWithCard: 'Credit Card',
    securePayment: 'Secure payment: your card details never touch our servers.',
    instantDelivery: 'Coins are delivered to your account instantly.',
    purchaseSuccessTitle: 'Purchase Successful!',
    purchaseSuccessMessage: 'Coins have been added to your account!',
    coinPurchaseFailedTitle: 'Purchase Failed',
    coinPurchaseFailed: 'Failed to purchase coins. Please try again.',
    loadFailed: 'Failed to load your vault. Please try again.',
  },
  /** The two Apply Boost dialogs (spec §2, §5, §8; labels the spec leaves open are ours). */
} as const;

/** Messages the API answers with for bank; texts.server composes every resource's. */
export const bankServerTexts = {
  verifyEmailToBuy: 'Please verify your email address before buying coins. Check your inbox for the verification link.',
  unknownPackage: 'Unknown coin package.',
  paymentsUnavailable: 'Payments are not available right now. Please try again later.',
  purchaseSuccessful: 'Purchase Successful! Coins have been added to your account!',
  /** Ours: a checkout completed after a self-exclusion started credits nothing. */
  purchaseRefused: 'This purchase was not completed because of your responsible-play settings. Any payment taken will be refunded.',
} as const;
