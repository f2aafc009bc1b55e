import { MINIMUM_AGE } from '../accounts/constants';
import { VOID_STATES, minimumAgeByState } from '../eligibility/constants';
import { PRIZE_CLAIM_DAYS, TAX_DETAILS_THRESHOLD_USD } from '../prizes/constants';
import { DRAW_CLOCK } from './constants';
import { DRAW_PICKS } from './proof';
import type { RaffleDefinition } from './raffles';

/** Ours: who runs the sweepstakes, as the official rules name it. */
export const SPONSOR = 'Fantasy Rewards, Inc.';

const stateAges = Object.entries(minimumAgeByState)
  .map(([state, age]) => `${age} in ${state}`)
  .join(', ');

/** The live configuration of the raffle's tier: its margin over the projection and its tickets per achievement. */
export interface RulesTier {
  marginPercent: number;
  ticketCount: number;
}

/**
 * The official rules of a raffle (issue 10): sponsor, eligibility, entry, schedule, odds, prize, claim, fairness. The
 * earned-entry terms are the tier's live configuration, so the rules state what a player is actually awarded.
 */
export function officialRulesSections(raffle: RaffleDefinition, tier: RulesTier): Array<{ heading: string; paragraphs: string[] }> {
  const { prize } = raffle;
  const tierName = raffle.tier.charAt(0).toUpperCase() + raffle.tier.slice(1);
  const tickets = `${tier.ticketCount} ${tierName} ticket${tier.ticketCount === 1 ? '' : 's'}`;
  return [
    { heading: 'Sponsor', paragraphs: [`${raffle.name} is a sweepstakes run by ${SPONSOR}.`] },
    {
      heading: 'Eligibility',
      paragraphs: [
        `Open to legal residents of the 50 United States and DC who are at least ${MINIMUM_AGE} (${stateAges}).`,
        `Void in ${VOID_STATES.join(', ')} and wherever prohibited. Self-excluded accounts cannot enter.`,
      ],
    },
    {
      heading: 'How to Enter',
      paragraphs: [
        'NO PURCHASE NECESSARY. A purchase does not improve your chances of winning.',
        'Purchased coins (package bonus included) pay only for Style items, which carry no prize value. Odds boosts, tier upgrades and prize multipliers are paid with earned coins only: coins from challenges, the daily check-in, your teams and the sign-up gift, all free.',
        `Earned entries: a connected team that beats its projected points by ${tier.marginPercent}% in a game week earns ${tickets}, once the week is settled. ${tierName} tickets of ${raffle.sport === 'exclusive' ? 'every sport' : raffle.sport.toUpperCase()} enter this raffle.`,
        'Free entry: a signed-in player may request one free entry per draw period from the raffle card; it counts as one ticket and wins exactly like an earned one.',
      ],
    },
    {
      heading: 'Schedule',
      paragraphs: [`${raffle.subtitle}. Entries close at the draw time, ${DRAW_CLOCK} (New York time: EST in winter, EDT in summer).`],
    },
    {
      heading: 'Odds',
      paragraphs: [
        'Odds depend on the number of tickets entered: each ticket has the same chance. Your odds are shown on the raffle card as "1 in N".',
      ],
    },
    {
      heading: 'Prize',
      paragraphs: [
        `${prize.title}: ${prize.longDescription} Approximate retail value ${prize.prizeValue}.`,
        'No cash substitute for physical prizes. One prize per player per draw.',
      ],
    },
    {
      heading: 'Claiming a Prize',
      paragraphs: [
        'Winners are notified within 24 h by e-mail and in their profile.',
        `Claim within ${PRIZE_CLAIM_DAYS} days by confirming your age and state; prizes of $${TAX_DETAILS_THRESHOLD_USD} or more also need tax details. Unclaimed prizes go to the next runner-up of the same draw.`,
        'Prizes are distributed in 5 to 7 business days. Terms change with 30 days notice.',
      ],
    },
    {
      heading: 'Proof of Fairness',
      paragraphs: [
        'When a period opens we publish a commitment (hash) to a secret seed and fix the public randomness round (drand) that will be used: the first round after the close.',
        `At the close the entry list is frozen and its hash published. The winner and ${DRAW_PICKS - 1} runners-up are derived from the seed, the entry list hash and the beacon round, weighted by tickets, without modulo bias.`,
        'Each draw has a public proof page that re-computes the winner in your browser, and `npm run verify-draw -- <drawId>` does the same from a terminal.',
      ],
    },
  ];
}
