import { dashboardResponseSchema, raffleTicketsResponseSchema, type DashboardResponse, type RaffleTicketsResponse } from '@fr/contracts/fantasy';
import { apiRoutes } from '@fr/contracts/api-routes';
import { api } from '../../../app/api';

/** Dashboard reads. The page polls the summary and the tickets (spec §7). */
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
  }),
});

export const { useGetDashboardQuery, useGetRaffleTicketsQuery } = dashboardApi;
