import { defaultTiers } from '@fr/contracts/fantasy';
import { tiersResponseSchema, type Tier } from '@fr/contracts/fantasy';
import { apiRoutes } from '@fr/contracts/api-routes';
import { api } from './api';

/** The live tiers: the dashboard's targets and both Apply Boost previews compute with them. They change rarely. */
export const tiersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTiers: build.query<Tier[], void>({
      query: () => apiRoutes.tiers.path,
      responseSchema: tiersResponseSchema,
      transformResponse: (tiers: Tier[]) => [...tiers].sort((a, b) => a.id - b.id),
    }),
  }),
});

export const { useGetTiersQuery } = tiersApi;

/** Spec §9: the default tiers stand in until (or unless) the live configuration loads. */
export function useTiers(): readonly Tier[] {
  return useGetTiersQuery().data ?? defaultTiers;
}
