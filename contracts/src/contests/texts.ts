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
    /** Whole seconds left as the two largest units ("2d 14h", "5h 12m", "12m"). */
    endsIn: (seconds: number) => {
      const [days, hours, minutes] = [
        Math.floor(seconds / 86_400),
        Math.floor((seconds % 86_400) / 3600),
        Math.floor((seconds % 3600) / 60),
      ];
      if (days > 0) return `Entries lock in ${days}d ${hours}h`;
      if (hours > 0) return `Entries lock in ${hours}h ${minutes}m`;
      return minutes > 0 ? `Entries lock in ${minutes}m` : 'Entries lock in under a minute';
    },
    prizePool: (dollars: number) => `$${dollars.toLocaleString('en-US')} in prizes`,
    opensNewTab: 'Opens the partner’s site in a new tab',
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
  unknownSubId: 'No click of ours that led to this partner carries that sub-id.',
} as const;
