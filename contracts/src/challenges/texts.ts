import { counted } from '../shell/plural';

/** User-visible challenges texts, verbatim from product-spec.md where it fixes them. */
export const challengesTexts = {
  challenges: {
    subtitle: 'Complete challenges to earn coins, then spend them on boosts in the Shop.',
    tabsLabel: 'Challenge categories',
    tabs: {
      all: 'All',
      daily: 'Daily',
      platform_signup: 'Sign Up',
      platform_sync: 'Sync',
      deposit: 'Deposit',
      wager: 'Wager',
      referral: 'Referral',
      completed: 'Completed',
    },
    earnedFromChallenges: 'earned from challenges',
    completedBadge: 'COMPLETED',
    difficulty: { easy: 'Easy', medium: 'Medium', hard: 'Hard', legendary: 'Legendary' },
    coins: 'coins',
    progress: 'Progress',
    signUp: 'Sign Up',
    goToPartner: 'Go to Partner',
    linkAccount: 'Link Account',
    pendingBadge: 'PENDING',
    pendingText: 'Waiting for the partner to confirm. Your coins arrive once it does.',
    partnerLinkLabel: (action: string, name: string) => `${action}: ${name} (opens in a new tab)`,
    minimumAge: (age: number) => `${age}+`,
    minimumDeposit: (dollars: number) => `Min. deposit $${dollars}`,
    checkInTitle: 'Daily Check-in',
    checkInText: 'Claim 50 coins every day, plus 50 for each sign-up or sync challenge you have completed.',
    /** Ours: exactly what today's claim pays this player (not a ceiling). */
    checkInAvailable: (coins: string) => `${coins} coins today`,
    streak: (days: number) => `Current streak: ${counted(days, { one: 'day', other: 'days' })}`,
    claimNow: 'Claim Now',
    claiming: 'Claiming...',
    loginToClaim: 'Login to Claim',
    loginRequiredTitle: 'Login Required',
    loginRequiredMessage: 'Please log in to claim your daily rewards',
    alreadyClaimedTitle: 'Already Claimed Today',
    alreadyClaimedMessage: "You've already claimed your daily reward. Come back tomorrow!",
    /** The part of the server's refusal that identifies a second claim on the same day (spec §8). */
    alreadyClaimedMarker: 'already completed today',
    errorTitle: 'Error',
    checkInFailed: 'Failed to claim daily check-in',
    bonusFailed: 'Failed to claim category bonus',
    categoryBonusTitle: 'Category Bonus',
    ultimateBonusTitle: 'Ultimate Bonus',
    categoryBonusText: (coins: string) => `Complete every challenge in this category to unlock ${coins} bonus coins.`,
    ultimateBonusText: (coins: string) => `Complete every challenge to unlock the ${coins} coin ultimate bonus.`,
    bonusProgress: (done: number, total: number) => `${done} of ${total} completed`,
    claimBonus: 'Claim Bonus',
    bonusLocked: 'Locked',
    bonusClaimedTitle: 'Bonus Claimed!',
    bonusClaimedMessage: (coins: string) => `${coins} coins have been added to your account.`,
    empty: 'No challenges in this category yet.',
    emptyCompleted: 'No completed challenges yet. Start with your daily check-in!',
    loadFailed: 'Failed to load challenges. Please try again.',
  },
  /** The Shop (spec §2, §5, §8; labels the spec leaves open are ours). */
} as const;

/** Messages the API answers with for challenges; texts.server composes every resource's. */
export const challengesServerTexts = {
  bonusNotEligible: 'Complete every challenge of this category to claim its bonus.',
  ultimateNotEligible: 'Complete every challenge to claim the ultimate bonus.',
  bonusAlreadyClaimed: 'This bonus has already been claimed.',
  bonusClaimed: 'Bonus claimed!',
  challengeHasNoPartnerLink: 'This challenge has no partner link.',
  challengeClickCrossSite: 'Open partner links from the Challenges page.',
} as const;
