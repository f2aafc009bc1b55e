import { apiPaths } from '@fr/contracts/api-paths';
import {
  drawProofResponseSchema,
  drawRunsResponseSchema,
  freeEntryResponseSchema,
  myEntriesResponseSchema,
  officialRulesResponseSchema,
  raffleHistoryResponseSchema,
  rafflesResponseSchema,
  recentWinnersResponseSchema,
  type DrawProofResponse,
  type DrawRunsResponse,
  type FreeEntryResponse,
  type MyEntriesResponse,
  type OfficialRulesResponse,
  type RaffleHistoryResponse,
  type RafflesResponse,
  type RecentWinnersResponse,
} from '@fr/contracts/raffles';
import { api } from '../lib/api';
import { withParam } from '../lib/paths';

/** Who is asking: the cards carry the signed-in player's tickets and odds, so each viewer has a cache entry of their own. */
export type RafflesViewer = string;

/** The raffle cards, official rules, free entries, recent winners and each draw's public proof. */
export const rafflesApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The argument only keys the cache: a sign-out or a different player never sees the last player's tickets.
    getRaffles: build.query<RafflesResponse, RafflesViewer>({
      query: () => apiPaths.raffles,
      responseSchema: import.meta.env.DEV ? rafflesResponseSchema : undefined,
      providesTags: ['Raffles'],
    }),
    // Draws finish on the server's schedule: each visit to the landing page asks again.
    getRecentWinners: build.query<RecentWinnersResponse['winners'], void>({
      query: () => apiPaths.recentWinners,
      rawResponseSchema: import.meta.env.DEV ? recentWinnersResponseSchema : undefined,
      transformResponse: (response: RecentWinnersResponse) => response.winners,
      keepUnusedDataFor: 0,
    }),
    getRaffleRules: build.query<OfficialRulesResponse, string>({
      query: (raffleId) => withParam(apiPaths.raffleRules, 'raffleId', raffleId),
      responseSchema: import.meta.env.DEV ? officialRulesResponseSchema : undefined,
    }),
    // Public, but it names the signed-in player's own pseudonym and moves on as the draw closes and completes: each
    // visit asks again.
    getDrawProof: build.query<DrawProofResponse, string>({
      query: (drawId) => withParam(apiPaths.drawProof, 'drawId', drawId),
      responseSchema: import.meta.env.DEV ? drawProofResponseSchema : undefined,
      keepUnusedDataFor: 0,
    }),
    // Past draws change only as draws run, on the server's schedule: each visit asks again.
    getRaffleHistory: build.query<RaffleHistoryResponse, { raffleId: string; page: number }>({
      query: ({ raffleId, page }) => ({ url: withParam(apiPaths.raffleHistory, 'raffleId', raffleId), params: { page } }),
      responseSchema: import.meta.env.DEV ? raffleHistoryResponseSchema : undefined,
      keepUnusedDataFor: 0,
    }),
    // The player's own: a free entry adds one, and a sign-out drops them with the rest of the player's data.
    getMyEntries: build.query<MyEntriesResponse, number>({
      query: (page) => ({ url: apiPaths.myEntries, params: { page } }),
      responseSchema: import.meta.env.DEV ? myEntriesResponseSchema : undefined,
      providesTags: ['Raffles'],
    }),
    // The Raffles page's system status: polled with the cards, so a late draw shows without a reload.
    getDrawRuns: build.query<DrawRunsResponse, void>({
      query: () => apiPaths.drawRuns,
      responseSchema: import.meta.env.DEV ? drawRunsResponseSchema : undefined,
    }),
    requestFreeEntry: build.mutation<FreeEntryResponse, string>({
      query: (raffleId) => ({
        url: withParam(apiPaths.freeEntry, 'raffleId', raffleId),
        method: 'POST',
        body: { acceptRules: true },
      }),
      responseSchema: import.meta.env.DEV ? freeEntryResponseSchema : undefined,
      // The card's tickets, odds and "Free entry used" change, and the entry shows in the Activity Log.
      invalidatesTags: ['Raffles', 'Profile'],
    }),
  }),
});

export const {
  useGetRafflesQuery,
  useGetRecentWinnersQuery,
  useGetRaffleRulesQuery,
  useGetDrawProofQuery,
  useGetRaffleHistoryQuery,
  useGetMyEntriesQuery,
  useGetDrawRunsQuery,
  useRequestFreeEntryMutation,
} = rafflesApi;
