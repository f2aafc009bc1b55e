import { eligibilityTexts } from '../eligibility/texts';
import { SELF_EXCLUSION_DAYS } from './constants';

/** User-visible profile texts, verbatim from product-spec.md where it fixes them (§2 Profile); the rest ours. */
export const profileTexts = {
  profile: {
    authRequiredTitle: 'Authentication Required',
    authRequiredBody: 'Please log in to view your profile.',
    goHome: 'Go to Home Page',
    level: (level: number) => `Level ${level}`,
    xp: (xp: string, next: string) => `${xp} / ${next} XP`,
    stats: {
      coins: 'Coins',
      totalPrizes: 'Prizes Won',
      ticketsEarned: 'Tickets Earned',
      winRate: 'Win Rate',
      currentStreak: 'Current Streak',
      memberSince: 'Member Since',
    },
    tabs: { history: 'Prize History', redemption: 'Redemption Center', activity: 'Activity Log', settings: 'Settings' },
    noPrizes: 'No prizes yet. Earn tickets and enter raffles to win.',
    noRedemptions: 'No codes to redeem.',
    noActivity: 'No activity yet.',
    loadFailed: 'Failed to load your profile. Please try refreshing the page.',
    proof: 'Draw proof',
    redeemCode: 'Redeem code',
    xpLabel: 'Experience',
    wonOn: (date: string) => `Won ${date}`,
    prizeTypes: { experience: 'Experience', cash: 'Cash', physical: 'Physical prize' },
    activityKinds: { coins: 'Coins', ticket: 'Raffle ticket', prize: 'Prize', entry: 'Raffle entry', eligibility: 'Eligibility' },
  },
  settings: {
    title: 'Settings',
    firstName: 'First name',
    lastName: 'Last name',
    timeZone: 'Time zone',
    emailTitle: 'E-mail preferences',
    drawResults: 'Draw results',
    prizeUpdates: 'Prize updates',
    marketing: 'News and offers',
    save: 'Save',
    saved: 'Settings saved',
    responsibleTitle: 'Responsible play',
    limitLabel: 'Monthly coin-purchase limit (USD)',
    limitHelp: 'A lower limit applies at once; a higher one or none takes effect after 24 hours.',
    limitNone: 'No limit',
    limitSave: 'Set Limit',
    limitCurrent: (amount: string) => `Current limit: ${amount}`,
    limitPending: (amount: string, at: string) => `Changes to ${amount} on ${at}`,
    spentThisMonth: (amount: string) => `Bought this month: ${amount}`,
    exclusionLabel: 'Self-exclusion',
    exclusionHelp: 'Pause coin purchases and raffle entries. A self-exclusion cannot be ended early.',
    exclusionDays: SELF_EXCLUSION_DAYS.map((d) => ({ days: d, label: `${d} days` })),
    exclusionConfirm: 'I understand this cannot be undone before it ends',
    exclusionStart: 'Start Self-Exclusion',
    excludedUntil: (date: string) => `Self-excluded until ${date}`,
    failedTitle: 'Error',
  },
};

/** Profile answers the server gives. */
export const profileServerTexts = {
  alreadySelfExcluded: 'A self-exclusion is already in force.',
  purchaseLimitReached: (limit: string) => `This purchase would exceed your monthly limit of ${limit}.`,
  purchasesPausedUntil: (date: string) => `Coin purchases are paused by your self-exclusion until ${date}.`,
  /** The Activity Log's causes: coin movements by their ledger reason, then tickets, entries and prizes. */
  activity: {
    coinReasons: {
      signup_grant: 'Welcome coins',
      daily_checkin: 'Daily check-in',
      challenge_reward: 'Challenge reward',
      category_bonus: 'Category bonus',
      ultimate_bonus: 'Ultimate bonus',
      experience_reward: 'Experience tier reward',
      coin_purchase: 'Coin package',
      purchase_bonus: 'Coin package bonus',
      boost_purchase: 'Shop purchase',
      purchase_reversal: 'Coin purchase refunded or disputed',
    } as Readonly<Record<string, string>>,
    challenge: (name: string) => `Challenge: ${name}`,
    otherReason: (reason: string) => reason.charAt(0).toUpperCase() + reason.slice(1).replaceAll('_', ' '),
    ticket: (tier: string, team: string, week: string) => `${tier} ticket: ${team}, week of ${week}`,
    ticketRevoked: (tier: string, team: string, week: string) => `${tier} ticket revoked (stat correction): ${team}, week of ${week}`,
    entry: (raffle: string, date: string) => `Entered ${raffle}, draw of ${date}`,
    freeEntry: (raffle: string, date: string) => `Free entry: ${raffle}, draw of ${date}`,
    prizeWon: (prize: string, value: number) => `Won ${prize} ($${value.toLocaleString('en-US')})`,
    prizeClaimed: (prize: string) => `Claimed ${prize}`,
    prizeRedeemed: (prize: string) => `Redeemed ${prize}`,
    prizeForfeited: (prize: string) => `${prize} forfeited: not claimed by the deadline`,
    /** A declaration of eligibility, or a change of it (the audit of it the player sees). */
    eligibility: (previousState: string | null, state: string, dateOfBirthChanged: boolean) =>
      `Eligibility: ${eligibilityTexts.eligibility.changeLine(previousState, state, dateOfBirthChanged)}`,
  },
};
