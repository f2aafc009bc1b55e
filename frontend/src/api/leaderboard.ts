import { apiPaths } from '@fr/contracts/api-paths';
import type { Sport } from '@fr/contracts/fantasy';
import { leaderboardResponseSchema, type LeaderboardResponse } from '@fr/contracts/leaderboard';
import { api } from '../lib/api';

export interface LeaderboardArgs {
  sport: Sport;
  /** A game week's id; absent for the current week. */
  week?: string;
}

/** The weekly overperformance boards, one read per sport and week. */
export const leaderboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLeaderboard: build.query<LeaderboardResponse, LeaderboardArgs>({
      query: ({ sport, week }) => ({
        url: apiPaths.leaderboard.replace(':sport', encodeURIComponent(sport)),
        params: week ? { week } : undefined,
      }),
      responseSchema: import.meta.env.DEV ? leaderboardResponseSchema : undefined,
    }),
  }),
});

export const { useGetLeaderboardQuery } = leaderboardApi;
