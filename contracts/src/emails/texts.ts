import { MAIL_SENDER_COMPANY, MAIL_SENDER_POSTAL_ADDRESS } from './constants';

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const count = (n: number) => n.toLocaleString('en-US');

/** The shared look of every e-mail: its header, footer and the unsubscribe line of the optional ones. */
export const emailLayoutTexts = {
  productName: 'Fantasy Rewards',
  sender: `${MAIL_SENDER_COMPANY}, ${MAIL_SENDER_POSTAL_ADDRESS}`,
  whyOptional: 'You receive this e-mail because it is switched on in your Settings.',
  unsubscribe: 'Unsubscribe',
  whyRequired: 'This e-mail is about your account, so it is sent whatever your e-mail settings say.',
};

/** The transactional and optional e-mails the emails feature sends, each from what the log recorded. */
export const emailTexts = {
  greeting: (username: string) => `Hi ${username},`,
  winnerNotice: {
    subject: (prize: string) => `You won ${prize}!`,
    preview: 'Claim your prize before the deadline.',
    heading: 'Congratulations, you won!',
    body: (prize: string, raffle: string) => `Your ticket won ${prize} in the ${raffle} draw.`,
    deadline: (deadline: string) => `Claim it by ${deadline}. After that it passes to the next runner-up.`,
    action: 'Claim your prize',
  },
  claimReminder: {
    subject: (prize: string) => `Reminder: claim ${prize} within 3 days`,
    preview: 'Your prize is waiting to be claimed.',
    heading: 'Your prize is waiting',
    body: (prize: string, deadline: string) =>
      `You have not claimed ${prize} yet. Claim it by ${deadline}, or it passes to the next runner-up.`,
    action: 'Claim your prize',
  },
  prizeClaimed: {
    subject: (prize: string) => `Prize claimed: ${prize}`,
    preview: 'Your claim is confirmed.',
    heading: 'Your claim is confirmed',
    body: (prize: string) => `You claimed ${prize}. Prizes are distributed in 5 to 7 business days.`,
    redeemCode: (code: string) => `Your redeem code: ${code}`,
    action: 'See your prizes',
  },
  purchaseReceipt: {
    subject: 'Your coin purchase receipt',
    preview: 'Thank you for your purchase.',
    heading: 'Receipt',
    amount: (cents: number) => `Amount paid: ${usd(cents)}`,
    coins: (coins: number) => `Coins: ${count(coins)}`,
    bonus: (coins: number) => `Bonus coins: ${count(coins)}`,
    reference: (ref: string) => `Payment reference: ${ref}`,
    date: (date: string) => `Date: ${date}`,
    /** Ours (issue 22): a purchase paid to a test bank says so, and the e-mail links to its receipt page. */
    testMode: 'TEST MODE: this purchase was paid to a test bank; no real money was charged.',
    receiptAction: 'View your receipt',
    action: 'Open your bank',
  },
  selfExclusion: {
    subject: 'Your self-exclusion has started',
    preview: 'Purchases and raffle entries are paused.',
    heading: 'Self-exclusion confirmed',
    body: (days: number, until: string) =>
      `You excluded yourself for ${days} days. Until ${until} you cannot buy coins or enter raffles, and this cannot be ended early.`,
    help: 'If gambling is causing you problems, call 1-800-GAMBLER for free, confidential help, any time.',
  },
  drawResults: {
    subject: (raffle: string) => `Draw results: ${raffle}`,
    preview: 'The draw you entered has been drawn.',
    heading: 'The draw is done',
    body: (raffle: string, entrants: number) => `The ${raffle} draw you entered is done, among ${count(entrants)} entries.`,
    won: 'Your ticket won: look out for your winner notice.',
    notWon: 'Your ticket did not win this time. Every settled ticket enters the next draw.',
    action: 'See the draw and its proof',
  },
  weeklySummary: {
    subject: 'Your week at Fantasy Rewards',
    preview: 'Your coins, tickets and prizes this week.',
    heading: 'Your week',
    coins: (coins: number) => `Coin balance: ${count(coins)}`,
    tickets: (tickets: number) => `Raffle tickets: ${count(tickets)}`,
    prizes: (pending: number) => `Prizes waiting to be claimed: ${count(pending)}`,
    action: 'Open your dashboard',
  },
  unsubscribePage: {
    title: 'Unsubscribe',
    confirm: (what: string) => `Stop sending me ${what} e-mails?`,
    button: 'Unsubscribe',
    done: (what: string) => `You will no longer receive ${what} e-mails. You can switch them on again in Settings.`,
    invalid: 'This unsubscribe link is not valid.',
    preference: { drawResults: 'draw results', prizeUpdates: 'prize reminder', marketing: 'weekly summary' },
  },
};
