import { counted, plural } from '../shell/plural';
import { shellTexts } from '../shell/texts';

/** User-visible inbox texts (issue 12); the spec names only the bell and the "Notifications" entry (shell texts), the rest is ours. */
export const notificationsTexts = {
  inbox: {
    empty: 'No notifications yet.',
    signInPrompt: 'Sign in to see your notifications.',
    loadFailed: 'Failed to load your notifications. Please try again.',
    newLabel: 'New',
    unread: (count: number) => `${count.toLocaleString('en-US')} unread`,
    /** The bell's name for screen readers: "Notifications", then how many are unread. */
    bellLabel: (count: number) =>
      count > 0 ? `${shellTexts.notifications}, ${count.toLocaleString('en-US')} unread` : shellTexts.notifications,
  },
} as const;

const number = (n: number) => n.toLocaleString('en-US');

/** Messages the API answers with for notifications; texts.server composes every resource's. */
export const notificationsServerTexts = {
  notificationNotFound: 'Notification not found.',
  /** Each kind of notification in words, with its real values. */
  notification: {
    ticketEarned: (count: number, tier: string, team: string) =>
      plural(count, { one: `You earned a ${tier} ticket for ${team}`, other: `You earned ${number(count)} ${tier} tickets for ${team}` }),
    drawResult: (raffle: string, date: string | null) =>
      `Draw result: the ${raffle} draw${date ? ` of ${date}` : ''} is complete. See the winners and the proof.`,
    prizeWon: (prize: string, value: number) => `You won ${prize} ($${number(value)})! Claim it from your profile.`,
    boostApplied: (boost: string, team: string) => `Boost applied: ${boost} on ${team}`,
    purchaseCompleted: (coins: number, bonus: number) =>
      bonus > 0
        ? `Purchase completed: ${number(coins)} coins + ${number(bonus)} bonus coins`
        : `Purchase completed: ${number(coins)} coins`,
    syncFinished: (teams: number) => `Sync finished: ${counted(teams, { one: 'team', other: 'teams' })} found`,
  },
} as const;
