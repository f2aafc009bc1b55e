import { sports } from '@fr/contracts/fantasy';
import { apiRoutes } from '@fr/contracts/api-routes';
import { syncResponseSchema, teamsResponseSchema, type SyncResponse, type Team, type TeamsResponse } from '@fr/contracts/fantasy';
import { api } from './api';

/**
 * The player's teams and the sync that refreshes them. Both the Home connect card and the dashboard need them, and
 * features may not import each other, so they live in app/ beside the session reads.
 */
export const fantasyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeams: build.query<TeamsResponse, void>({
      query: () => apiRoutes.teams.path,
      responseSchema: teamsResponseSchema,
      providesTags: ['Teams'],
    }),
    syncTeams: build.mutation<SyncResponse, void>({
      query: () => ({ url: apiRoutes.sync.path, method: 'POST' }),
      responseSchema: syncResponseSchema,
      // A sync can add teams, move points, award tickets and credit Experience coins: all of these change.
      invalidatesTags: ['Teams', 'Dashboard', 'RaffleTickets', 'Coins'],
    }),
  }),
});

export const { useGetTeamsQuery, useSyncTeamsMutation } = fantasyApi;

/** The grouped response as one list in sport order (spec §3: clients flatten it). */
export function flattenTeams(response: TeamsResponse | undefined): Team[] {
  return response ? sports.flatMap((sport) => response.teams[sport]) : [];
}
