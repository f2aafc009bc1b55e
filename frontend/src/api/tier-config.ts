import { apiPaths } from '@fr/contracts/api-paths';
import {
  tierAdminConfigsResponseSchema,
  tierWhatIfResponseSchema,
  type TierAdminConfig,
  type TierConfigUpdate,
  type TierWhatIfResponse,
} from '@fr/contracts/fantasy';
import { messageResponseSchema, type MessageResponse } from '@fr/contracts/http';
import { api } from '../lib/api';
import { auditTrailTag } from './admin';

const tiers = { type: 'AdminTierConfig', id: 'LIST' } as const;

const withTier = (path: string, tierName: string) => path.replace(':tierName', encodeURIComponent(tierName));

/**
 * The admin tier configuration routes of @fr/contracts/fantasy. Kept apart from api/fantasy.ts, which player pages
 * load: these are admin-session calls with their own cache tag.
 */
export const tierConfigApi = api.enhanceEndpoints({ addTagTypes: ['AdminTierConfig', auditTrailTag.type] }).injectEndpoints({
  endpoints: (build) => ({
    getTierConfigs: build.query<TierAdminConfig[], void>({
      query: () => apiPaths.adminTierConfigs,
      responseSchema: import.meta.env.DEV ? tierAdminConfigsResponseSchema : undefined,
      providesTags: [tiers],
    }),
    updateTierConfig: build.mutation<MessageResponse, { tierName: string; change: TierConfigUpdate }>({
      query: ({ tierName, change }) => ({ url: withTier(apiPaths.updateTierConfig, tierName), method: 'PUT', body: change }),
      responseSchema: import.meta.env.DEV ? messageResponseSchema : undefined,
      // Show the new value at once (the inputs would otherwise flick back until the refetch lands), undo it on failure;
      // the refetch then brings who changed it and when.
      async onQueryStarted({ tierName, change }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          tierConfigApi.util.updateQueryData('getTierConfigs', undefined, (configs) => {
            const config = configs.find((c) => c.tierName === tierName);
            if (config) Object.assign(config, change);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: [tiers, auditTrailTag],
    }),
    tierWhatIf: build.mutation<TierWhatIfResponse, { tierName: string; change: TierConfigUpdate }>({
      query: ({ tierName, change }) => ({ url: withTier(apiPaths.tierWhatIf, tierName), method: 'POST', body: change }),
      responseSchema: import.meta.env.DEV ? tierWhatIfResponseSchema : undefined,
    }),
  }),
});

export const { useGetTierConfigsQuery, useUpdateTierConfigMutation, useTierWhatIfMutation } = tierConfigApi;
