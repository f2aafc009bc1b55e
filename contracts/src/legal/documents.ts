import { VOID_STATES } from '../eligibility/constants';
import { stateAgesInWords } from '../eligibility/texts';
import { PRIZE_CLAIM_DAYS, TAX_DETAILS_THRESHOLD_USD } from '../prizes/constants';
import { TAX_RECORD_RETENTION_YEARS } from '../privacy/constants';
import { MAX_PURCHASE_LIMIT_USD, PURCHASE_LIMIT_RAISE_DELAY_MS, SELF_EXCLUSION_DAYS } from '../profile/constants';
import { EMAIL_LOG_RETENTION_DAYS, SUPPORT_TICKET_RETENTION_YEARS, TERMS_CHANGE_NOTICE_DAYS, helpLines } from './constants';

/** A heading and its paragraphs; a page renders sections in order. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

/** One row of "What we keep and for how long": the data, how long it is kept, and why. */
export interface RetentionRow {
  data: string;
  kept: string;
  why: string;
}

/**
 * The Privacy Policy's "What we keep and for how long", in one place: the deletion of accounts follows it, so a
 * change to what deletion does is written here (and in docs/operations.md), then the Privacy Policy's version raised.
 */
export const retentionPolicy: readonly RetentionRow[] = [
  {
    data: 'Your account (username, e-mail, name, password hash, settings, connected fantasy account)',
    kept: 'Until you delete your account.',
    why: 'To sign you in, run your tickets and coins, and reach you about prizes.',
  },
  {
    data: 'The coin ledger (every coin credited or spent, with its reason and time)',
    kept: 'For good, under your account id; after deletion the id no longer leads to you.',
    why: 'No coin may appear or vanish: the books must add up for every player, and for a refund or a dispute.',
  },
  {
    data: 'Payments (amount, date, payment reference; never your card number, which only Stripe sees)',
    kept: 'For good, as part of the coin ledger; Stripe keeps its own records under its own policy.',
    why: 'Accounting and tax law require a record of every sale, and a refund or dispute needs it.',
  },
  {
    data: 'Draws and their proofs (entries, the drand beacon round, the winners)',
    kept: 'For good, whole, so anyone can check a past draw. Personal fields in the event log are encrypted with a key of your own; deleting your account destroys that key, so they can never be read again.',
    why: 'A draw is only provably fair if its record never changes.',
  },
  {
    data: `Tax records (the details a winner of $${TAX_DETAILS_THRESHOLD_USD} or more gives for the tax form)`,
    kept: `${TAX_RECORD_RETENTION_YEARS} years after you gave them, even after you delete your account; then a job erases them.`,
    why: 'US tax law requires us to keep them for that long.',
  },
  {
    data: 'Support tickets (your e-mail, name, message and our answers)',
    kept: `Until ${SUPPORT_TICKET_RETENTION_YEARS} years after the ticket is closed, or until you delete your account.`,
    why: 'To follow up on your question and see what we told you before.',
  },
  {
    data: 'Sessions (your signed-in devices: browser, rough place from the network, last seen)',
    kept: 'Until you sign out, the session expires, or you delete your account.',
    why: 'To keep you signed in and let you sign out other devices.',
  },
  {
    data: 'E-mail logs (to whom we sent which e-mail, and when)',
    kept: `${EMAIL_LOG_RETENTION_DAYS} days.`,
    why: 'To resend an e-mail that did not arrive and to find out why one failed.',
  },
];

const voidStates = VOID_STATES.join(', ');

/** The Terms of Service: what we promise, what we ask of players. */
export const termsOfService: readonly LegalSection[] = [
  {
    heading: 'Who can play',
    paragraphs: [
      `You must be 18 or older (${stateAgesInWords}) and live in the United States. Raffles are void in ${voidStates} and wherever the law forbids them.`,
      'One account per person. Keep your password to yourself: what happens on your account is on you.',
    ],
  },
  {
    heading: 'Tickets and tiers',
    paragraphs: [
      'When a fantasy team you connected beats its projected points by a tier’s margin in a game week, you earn that tier’s raffle tickets, per team and game week. We may tune the margins and ticket counts; those in force are always the ones each raffle’s Official Rules and the tier cards state.',
      'Tickets count in the raffle of their sport and tier. A correction of the scores by the fantasy provider can take a ticket back until the week closes.',
    ],
  },
  {
    heading: 'Coins',
    paragraphs: [
      'Coins are points inside this product. They have no cash value, cannot be cashed out, sold or moved to another account, and they are not needed to win: every raffle has a free entry.',
      'You earn coins with challenges and the daily check-in, and you can buy coin packages. Payments are handled by Stripe; we never see your card number. A refunded or disputed payment takes its coins back.',
      'Earned coins and purchased coins are kept apart. Only earned coins pay for odds boosts, tier upgrades and prize multipliers, or anything else that changes a ticket or an entry. Purchased coins, a package’s bonus included, pay only for Style items such as avatar frames, which carry no prize value: a purchase never improves your odds.',
      `You can set a monthly purchase limit (up to $${MAX_PURCHASE_LIMIT_USD.toLocaleString('en-US')}) in your profile settings.`,
    ],
  },
  {
    heading: 'Raffles and draws',
    paragraphs: [
      'No purchase is necessary to enter or win. Each raffle’s official rules say when it is drawn and what it gives; they are linked from the Official Rules page.',
      'Every draw is provable: when a draw period opens we publish a commitment to a secret seed and name the public drand beacon round that will be used, a random number nobody (us included) can know in advance. At the close the entry list is frozen and its hash published; the winner is computed from the seed, that hash and the beacon round. Each draw’s proof page lets anyone check it.',
    ],
  },
  {
    heading: 'Prizes',
    paragraphs: [
      'Winners are told by e-mail within 24 hours of the draw.',
      `You have ${PRIZE_CLAIM_DAYS} days from the draw to claim a prize in your profile, confirming your age and state. A prize not claimed in time goes to the next runner-up of the same draw.`,
      `For a prize worth $${TAX_DETAILS_THRESHOLD_USD} or more we need your tax details first, and we send you a tax form for it. Taxes on prizes are yours to pay.`,
      'Prizes are sent within 5 to 7 business days of the claim. A physical prize has no cash substitute.',
    ],
  },
  {
    heading: 'Fair play',
    paragraphs: [
      'No bots, no scripts, no several accounts, no abuse of bugs. We may suspend or close an account that breaks these terms and void its tickets, coins and prizes.',
    ],
  },
  {
    heading: 'Changes to these terms',
    paragraphs: [
      `We tell you about a change at least ${TERMS_CHANGE_NOTICE_DAYS} days before it takes effect. When a new version applies, we ask you to accept it the next time you sign in.`,
    ],
  },
];

/** The Privacy Policy: what we collect, why, who sees it, what we keep and for how long, and your choices. */
export const privacyPolicy: readonly LegalSection[] = [
  {
    heading: 'What we collect',
    paragraphs: [
      'What you give us: username, e-mail, password (we keep only a hash of it), optional first and last name, and your settings.',
      'From your fantasy provider, once you connect it: your teams, their points and projections. We keep the provider’s access tokens encrypted.',
      `When you claim a prize: your date of birth and state, and for a prize of $${TAX_DETAILS_THRESHOLD_USD} or more your tax details.`,
      'When you use the product: your coins, tickets, entries, purchases, check-ins and challenges, and your signed-in devices (browser, rough place from the network).',
    ],
  },
  {
    heading: 'Why we use it',
    paragraphs: [
      'To run your account, your tickets, coins and raffles; to send prizes and the tax forms the law requires; to stop fraud; and to answer you. We do not sell your data.',
    ],
  },
  {
    heading: 'Who else sees it',
    paragraphs: [
      'Stripe, for coin purchases. Your fantasy provider, when you connect it. Our e-mail provider, to deliver our e-mails. The prize partner that ships a prize you claimed. The tax authorities, for prizes that need a tax form.',
      'Draw proofs are public but show only pseudonyms, never your name or e-mail.',
    ],
  },
  {
    heading: 'Your choices',
    paragraphs: [
      'In your profile settings you can turn off optional e-mails, download your data, and delete your account. Deleting erases your personal data except what “What we keep and for how long” says we must keep.',
    ],
  },
];

/** Responsible Play: limits, self-exclusion and help lines. */
export const responsiblePlay: readonly LegalSection[] = [
  {
    heading: 'Play for fun',
    paragraphs: ['Raffles are entertainment, not a way to make money. Coins have no cash value, and you never need to buy coins to win.'],
  },
  {
    heading: 'Set a limit',
    paragraphs: [
      `In your profile settings you can set how much you may spend on coins each month. A lower limit applies at once; a higher one only after ${PURCHASE_LIMIT_RAISE_DELAY_MS / 3_600_000} hours, so a decision made in the moment has to wait.`,
    ],
  },
  {
    heading: 'Take a break',
    paragraphs: [
      `Self-exclusion locks coin purchases and raffle entries for ${SELF_EXCLUSION_DAYS.slice(0, -1).join(', ')} or ${SELF_EXCLUSION_DAYS.at(-1)} days, your choice. It cannot be ended early. Start it in your profile settings.`,
    ],
  },
  {
    heading: 'Get help',
    paragraphs: [
      `If gambling stops being fun for you or someone close to you, call or text ${helpLines.gamblerPhone} (free, confidential, 24/7), or chat with the National Council on Problem Gambling.`,
      `If you are in crisis or thinking about suicide, call or text ${helpLines.crisisPhone} (Suicide & Crisis Lifeline).`,
    ],
  },
];

/** Support's answers to the questions players ask most. */
export const supportFaq: readonly LegalSection[] = [
  {
    heading: 'How do I earn raffle tickets?',
    paragraphs: [
      'Connect your fantasy account and sync your teams. Each game week, a team that beats its projected points by a tier’s margin earns one ticket of that tier.',
    ],
  },
  {
    heading: 'Can I cash out my coins?',
    paragraphs: ['No. Coins have no cash value. You spend earned coins on boosts in the Shop, and any coins on Style items.'],
  },
  {
    heading: 'How do I know a draw was fair?',
    paragraphs: [
      'Every draw has a public proof page: the seed’s commitment, the frozen entry list and its hash, and the drand beacon round the winner was computed from. The page runs the check again in your browser.',
    ],
  },
  {
    heading: 'I won. What now?',
    paragraphs: [
      `We e-mail you within 24 hours. Claim the prize in your profile within ${PRIZE_CLAIM_DAYS} days; for $${TAX_DETAILS_THRESHOLD_USD} or more we first need your tax details.`,
    ],
  },
  {
    heading: 'My coin purchase did not arrive.',
    paragraphs: [
      'Coins are credited as soon as Stripe confirms the payment. If they are missing after a few minutes, write to us below with the time of the payment.',
    ],
  },
];
