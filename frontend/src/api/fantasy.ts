import { apiPaths } from '@fr/contracts/api-paths';
import {
  FANTASY_PROVIDER_ALIAS,
  dashboardResponseSchema,
  defaultTiers,
  oauthInitiateResponseSchema,
  raffleTicketsResponseSchema,
  sports,
  syncResponseSchema,
  teamsResponseSchema,
  tiersResponseSchema,
  type DashboardResponse,
  type OAuthCallbackRequest,
  type OAuthInitiateResponse,
  type RaffleTicketsResponse,
  type SyncResponse,
  type Team,
  type TeamsResponse,
  type Tier,
} from '@fr/contracts/fantasy';
import { messageResponseSchema, type MessageResponse } from '@fr/contracts/http';
import { api } from '../lib/api';
import { inTierOrder } from '../lib/tier-colors';

/** The alias lets the server pick whichever provider it has configured (Yahoo, or the demo one when embedded). */
const providerPath = (path: string) => path.replace(':provider', FANTASY_PROVIDER_ALIAS);

/** The fantasy loop: connecting the provider, teams and their sync, the live tiers, the dashboard and the tickets. */
export const fantasyApi = api.injectEndpoints({
  endpoints: (build) => ({
    initiateConnection: build.mutation<Partial<OAuthInitiateResponse>, void>({
      query: () => ({ url: providerPath(apiPaths.oauthInitiate), method: 'POST' }),
      // Partial: an answer without authUrl has its own message (spec §8), not the generic initiate failure.
      responseSchema: import.meta.env.DEV ? oauthInitiateResponseSchema.partial() : undefined,
    }),
    completeConnection: build.mutation<MessageResponse, OAuthCallbackRequest>({
      query: (body) => ({ url: providerPath(apiPaths.oauthCallback), method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? messageResponseSchema : undefined,
      invalidatesTags: ['AuthStatus'],
    }),
    getTeams: build.query<TeamsResponse, void>({
      query: () => apiPaths.teams,
      responseSchema: import.meta.env.DEV ? teamsResponseSchema : undefined,
      providesTags: ['Teams'],
    }),
    syncTeams: build.mutation<SyncResponse, void>({
      query: () => ({ url: apiPaths.sync, method: 'POST' }),
      responseSchema: import.meta.env.DEV ? syncResponseSchema : undefined,
      // A sync can add teams, move points, award tickets and credit Experience coins (each told in the bell).
      invalidatesTags: ['Teams', 'Dashboard', 'RaffleTickets', 'Coins', 'Notifications'],
    }),
    // The live tiers: the dashboard's targets and both Apply Boost previews compute with them. They change rarely.
    getTiers: build.query<Tier[], void>({
      query: () => apiPaths.tiers,
      responseSchema: import.meta.env.DEV ? tiersResponseSchema : undefined,
      transformResponse: (tiers: Tier[]) => inTierOrder(tiers),
    }),
    // The dashboard polls the summary and the tickets (spec §7).
    getDashboard: build.query<DashboardResponse, void>({
      query: () => apiPaths.dashboard,
      responseSchema: import.meta.env.DEV ? dashboardResponseSchema : undefined,
      providesTags: ['Dashboard'],
    }),
    getRaffleTickets: build.query<RaffleTicketsResponse, void>({
      query: () => apiPaths.raffleTickets,
      responseSchema: import.meta.env.DEV ? raffleTicketsResponseSchema : undefined,
      providesTags: ['RaffleTickets'],
    }),
  }),
});

export const {
  useInitiateConnectionMutation,
  useCompleteConnectionMutation,
  useGetTeamsQuery,
  useSyncTeamsMutation,
  useGetTiersQuery,
  useGetDashboardQuery,
  useGetRaffleTicketsQuery,
} = fantasyApi;

/** The grouped response as one list in sport order (spec §3: clients flatten it). */
export function flattenTeams(response: TeamsResponse | undefined): Team[] {
  return response ? sports.flatMap((sport) => response.teams[sport]) : [];
}

/** Spec §9: the default tiers stand in until (or unless) the live configuration loads. */
export function useTiers(): readonly Tier[] {
  return useGetTiersQuery().data ?? defaultTiers;
}
