import { MINIMUM_AGE } from '../accounts/constants';
import { SPORTSBOOK_MINIMUM_AGE, affiliateLink } from '../challenges/constants';
import { OWN_PLATFORM } from './constants';
import type { ContestSchedule } from './schedule';
import type { Contest } from './schemas';

/** A contest of the catalogue: what the server serves, less what it computes (participants, time remaining). */
export type ContestDefinition = Omit<Contest, 'participants' | 'timeRemaining' | 'closesAt'> & { schedule: ContestSchedule };

/** A partner's contest link: the partner's affiliate link naming the offer. */
const offerLink = (platform: string, offer: string) => `${affiliateLink(platform)}?offer=${offer}`;

const adults = `Must be ${MINIMUM_AGE}+ and eligible in your jurisdiction`;
const sportsbookAdults = `Must be ${SPORTSBOOK_MINIMUM_AGE}+ and located in a state where the sportsbook operates`;

/**
 * The contests the Contests page shows (spec §2, §3): partner contests on the platforms our challenges name, and our
 * own Platinum raffle, whose link stays inside the app. Entries lock on the contest's schedule, New York time.
 */
export const contestCatalogue: readonly ContestDefinition[] = [
  {
    id: 'dk-nfl-sunday-millionaire',
    platform: 'DraftKings',
    title: 'NFL Sunday Millionaire',
    prize: '$1M to 1st',
    prizeValue: 3_000_000,
    frequency: 'weekly',
    description: 'A $3M guaranteed salary-cap tournament on the Sunday main slate, with $1M to first place.',
    sports: ['NFL'],
    featured: true,
    affiliateUrl: offerLink('DraftKings', 'nfl-sunday-millionaire'),
    requirements: [adults, '$20 entry, up to 150 lineups', 'Lineups lock at the first Sunday kickoff'],
    schedule: { kind: 'weekly', weekday: 0, hour: 13, minute: 0 },
  },
  {
    id: 'fd-nba-nightly-slam',
    platform: 'FanDuel',
    title: 'NBA Nightly Slam',
    prize: '$100K to 1st',
    prizeValue: 250_000,
    frequency: 'daily',
    description: "Pick nine players from tonight's games for a share of a $250K guaranteed prize pool.",
    sports: ['NBA'],
    featured: true,
    affiliateUrl: offerLink('FanDuel', 'nba-nightly-slam'),
    requirements: [adults, '$9 entry', 'Lineups lock at the first tip-off, 7:00 PM ET'],
    schedule: { kind: 'daily', hour: 19, minute: 0 },
  },
  {
    id: 'ud-best-ball-mania',
    platform: 'Underdog Fantasy',
    title: 'Best Ball Mania',
    prize: '$1.5M to 1st',
    prizeValue: 10_000_000,
    frequency: 'season',
    description: 'Draft once, no lineups to set: your best scorers count every week of the NFL season. $10M in prizes.',
    sports: ['NFL'],
    featured: true,
    affiliateUrl: offerLink('Underdog Fantasy', 'best-ball-mania'),
    requirements: [adults, '$25 entry, up to 150 drafts', 'Drafts close at the season kickoff'],
    schedule: { kind: 'yearly', month: 9, day: 4, hour: 20, minute: 20 },
  },
  {
    id: 'fr-nfl-platinum-raffle',
    platform: OWN_PLATFORM,
    title: 'NFL Platinum Season Raffle',
    prize: '$12,000 to $25,000+',
    prizeValue: 25_000,
    frequency: 'season',
    description: 'Beat your projection by 50% to earn a Platinum ticket for our season-end NFL draw.',
    sports: ['NFL'],
    featured: true,
    affiliateUrl: '/raffles?sport=nfl&tier=platinum',
    requirements: [adults, 'Earn a Platinum ticket, or use the free entry: no purchase necessary', 'Drawn at season end'],
    schedule: { kind: 'raffle', sport: 'nfl', tier: 'platinum' },
  },
  {
    id: 'pp-daily-pickem',
    platform: 'PrizePicks',
    title: "Daily Pick'em Challenge",
    prize: '$10K split by perfect cards',
    prizeValue: 10_000,
    frequency: 'daily',
    description: "More or less on four player stats from today's slate; every perfect card shares $10,000.",
    sports: ['NBA', 'MLB'],
    featured: false,
    affiliateUrl: offerLink('PrizePicks', 'daily-pickem'),
    requirements: [adults, '$5 minimum entry', 'Picks lock at 1:00 PM ET'],
    schedule: { kind: 'daily', hour: 13, minute: 0 },
  },
  {
    id: 'dks-sunday-parlay',
    platform: 'DraftKings Sportsbook',
    title: 'Sunday Parlay Challenge',
    prize: '$50K pool',
    prizeValue: 50_000,
    frequency: 'weekly',
    description: 'Build a four-leg NFL parlay before kickoff; every winning ticket shares the $50,000 pool.',
    sports: ['NFL'],
    featured: false,
    affiliateUrl: offerLink('DraftKings Sportsbook', 'sunday-parlay'),
    requirements: [sportsbookAdults, 'New customers: first deposit of $5 or more', 'Parlays lock at the first Sunday kickoff'],
    schedule: { kind: 'weekly', weekday: 0, hour: 13, minute: 0 },
  },
  {
    id: 'fds-nba-sgp-showdown',
    platform: 'FanDuel Sportsbook',
    title: 'Same Game Parlay Showdown',
    prize: '$25K pool',
    prizeValue: 25_000,
    frequency: 'daily',
    description: "Pick a same game parlay on tonight's NBA headliner; winning tickets share $25,000.",
    sports: ['NBA'],
    featured: false,
    affiliateUrl: offerLink('FanDuel Sportsbook', 'nba-sgp-showdown'),
    requirements: [sportsbookAdults, '$10 minimum wager', 'Locks at 7:00 PM ET'],
    schedule: { kind: 'daily', hour: 19, minute: 0 },
  },
  {
    id: 'fan-mlb-home-run-picks',
    platform: 'Fanatics Sportsbook',
    title: 'Home Run Picks',
    prize: '$10K pool',
    prizeValue: 10_000,
    frequency: 'daily',
    description: "Pick three players to homer in today's games; every hit card shares $10,000.",
    sports: ['MLB'],
    featured: false,
    affiliateUrl: offerLink('Fanatics Sportsbook', 'mlb-home-run-picks'),
    requirements: [sportsbookAdults, 'Free to enter for Fanatics Sportsbook customers', 'Picks lock at 1:00 PM ET'],
    schedule: { kind: 'daily', hour: 13, minute: 0 },
  },
];

export const contestById = (id: string) => contestCatalogue.find((c) => c.id === id);

/** A contest marked 21+ (a sportsbook's): its click asks the player's eligibility for 21+ offers first (issue 22). */
export const isAdultOffer = (contestId: string): boolean =>
  contestCatalogue.find((c) => c.id === contestId)?.requirements.includes(sportsbookAdults) ?? false;
