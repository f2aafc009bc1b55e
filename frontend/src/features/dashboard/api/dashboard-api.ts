import {
  dashboardResponseSchema,
  raffleTicketsResponseSchema,
  tiersResponseSchema,
  type DashboardResponse,
  type RaffleTicketsResponse,
  type Tier,
} from '@fr/contracts/http/fantasy';
import { apiRoutes } from '@fr/contracts/http/routes';
import { api } from '../../../app/api';

/** Dashboard reads. The page polls the summary and the tickets (spec §7); the tiers change rarely. */
const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<DashboardResponse, void>({
      query: () => apiRoutes.dashboard.path,
      responseSchema: dashboardResponseSchema,
      providesTags: ['Dashboard'],
    }),
    getRaffleTickets: build.query<RaffleTicketsResponse, void>({
      query: () => apiRoutes.raffleTickets.path,
      responseSchema: raffleTicketsResponseSchema,
      providesTags: ['RaffleTickets'],
    }),
    getTiers: build.query<Tier[], void>({
      query: () => apiRoutes.tiers.path,
      responseSchema: tiersResponseSchema,
      transformResponse: (tiers: Tier[]) => [...tiers].sort((a, b) => a.id - b.id),
    }),
  }),
});

export const { useGetDashboardQuery, useGetRaffleTicketsQuery, useGetTiersQuery } = dashboardApi;
