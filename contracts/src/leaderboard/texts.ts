import { LEADERBOARD_TOP_N } from './constants';

/** User-visible leaderboard texts; the spec has no leaderboard, so all are ours (issue 22). */
export const leaderboardTexts = {
  leaderboard: {
    navLabel: 'Leaderboard',
    title: 'Leaderboard',
    subtitle: 'Who beat their projection by the most this game week',
    authRequired: 'Please log in to see the leaderboard.',
    sportsLabel: 'Sport',
    weekLabel: 'Game week',
    weekOption: (from: string, current: boolean) => `Week of ${from}${current ? ' (this week)' : ''}`,
    inProgress: 'In progress',
    live: 'Points so far against the full week’s projection. Final a day after the week ends.',
    final: 'Final',
    helpTitle: 'How the board is ranked',
    help: [
      'Each player is ranked by their best team of the sport this game week: how far its points are above its projection, as a percentage of the projection, so leagues that score in tens and in hundreds compare fairly.',
      'A team counts once it has points and a projection. Ties go to the larger margin in points, then to whoever reached the figure first.',
      'Only display names are shown. You can hide yourself in Profile › Settings at any time.',
    ],
    columns: { rank: 'Rank', player: 'Player', overperformance: 'Above projection', points: 'Points / projected' },
    you: 'You',
    yourRank: 'Your rank',
    topOf: (shown: number, total: number) => `Top ${Math.min(shown, LEADERBOARD_TOP_N)} of ${total}`,
    players: (total: number) => (total === 1 ? '1 player' : `${total} players`),
    emptyTitle: 'No one on the board yet',
    emptyText: 'Teams appear once their games have started and they have points. Check back during the game week.',
    notRanked: 'You are not on this board: none of your teams of this sport has points this week.',
    hiddenTitle: 'You are hidden from the leaderboard',
    hiddenText: 'Other players do not see you on any board, and your rank is not shown. You can show yourself again in Settings.',
    openSettings: 'Open Settings',
    loadFailed: 'Failed to load the leaderboard.',
  },
  leaderboardSettings: {
    showOnLeaderboard: 'Show me on the leaderboard',
    showOnLeaderboardHelp: 'Other players see your username and your best team’s result each week. Switch off to be hidden at once.',
  },
};

/** Leaderboard answers the server gives. */
export const leaderboardServerTexts = {
  leaderboardBadSport: 'Choose a sport: NFL, NBA or MLB.',
  leaderboardBadWeek: 'Choose a game week by the date it starts (a Tuesday, YYYY-MM-DD).',
  leaderboardFutureWeek: 'That game week has not started yet.',
};
