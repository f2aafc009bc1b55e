import type { ContestFrequency } from './constants';

/** User-visible contest texts, verbatim from product-spec.md where it fixes them (§2 Contests); the rest ours. */
export const contestsTexts = {
  contests: {
    title: 'Contests',
    subtitle: 'Partner contests and our own raffles, picked for fantasy players.',
    featured: 'Featured',
    more: 'More Contests',
    /** Spec §2: the dialog's button. */
    join: (platform: string) => `Join on ${platform}`,
    details: 'View Details',
    requirements: 'Requirements',
    prize: 'Prize',
    sports: 'Sports',
    frequencies: { daily: 'Daily', weekly: 'Weekly', season: 'Season-long' } satisfies Record<ContestFrequency, string>,
    participants: (n: number) => `${n.toLocaleString('en-US')} joined from here`,
    endsIn: (left: string) => `Entries lock in ${left}`,
    /** FTC practice: the material connection is disclosed beside every partner link, before the click. */
    disclosure:
      'Partner links: we may earn a commission when you join or play through them. It costs you nothing extra and never affects your raffle odds.',
    close: 'Close',
    empty: 'No contests right now. Check back soon.',
    loadFailed: 'Failed to load contests. Please try refreshing the page.',
  },
} as const;

/** Messages the API answers with for contests; texts.server composes every resource's. */
export const contestsServerTexts = {
  contestNotFound: 'Contest not found.',
  contestLinkMismatch: "That link is not this contest's own link.",
  unknownSubId: 'No click or player of this partner carries that sub-id.',
} as const;
