import { apiPaths } from '@fr/contracts/api-paths';
import {
  ACTIVITY_PAGE_SIZE,
  activityResponseSchema,
  profileResponseSchema,
  settingsResponseSchema,
  type ActivityResponse,
  type ProfileResponse,
  type SettingsResponse,
  type UpdateSettingsRequest,
} from '@fr/contracts/profile';
import { api } from '../lib/api';

/** One tag type, one id per read: a mutation refreshes exactly the reads it changes. */
const summary = { type: 'Profile', id: 'summary' } as const;
const activity = { type: 'Profile', id: 'activity' } as const;
const settings = { type: 'Profile', id: 'settings' } as const;

/** The profile header and tiles, the Activity Log, settings and responsible play. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<ProfileResponse, void>({
      query: () => apiPaths.profile,
      responseSchema: import.meta.env.DEV ? profileResponseSchema : undefined,
      providesTags: [summary],
    }),
    getActivity: build.query<ActivityResponse, number>({
      query: (page) => ({ url: apiPaths.profileActivity, params: { page, pageSize: ACTIVITY_PAGE_SIZE } }),
      responseSchema: import.meta.env.DEV ? activityResponseSchema : undefined,
      providesTags: [activity],
    }),
    getSettings: build.query<SettingsResponse, void>({
      query: () => apiPaths.profileSettings,
      responseSchema: import.meta.env.DEV ? settingsResponseSchema : undefined,
      providesTags: [settings],
    }),
    updateSettings: build.mutation<SettingsResponse, UpdateSettingsRequest>({
      query: (body) => ({ url: apiPaths.updateProfileSettings, method: 'PUT', body }),
      responseSchema: import.meta.env.DEV ? settingsResponseSchema : undefined,
      // The header shows the name.
      invalidatesTags: [settings, summary],
    }),
    setPurchaseLimit: build.mutation<SettingsResponse, number | null>({
      query: (monthlyLimitUsd) => ({ url: apiPaths.setPurchaseLimit, method: 'PUT', body: { monthlyLimitUsd } }),
      responseSchema: import.meta.env.DEV ? settingsResponseSchema : undefined,
      invalidatesTags: [settings],
    }),
    startSelfExclusion: build.mutation<SettingsResponse, number>({
      query: (days) => ({ url: apiPaths.startSelfExclusion, method: 'POST', body: { days, confirm: true } }),
      responseSchema: import.meta.env.DEV ? settingsResponseSchema : undefined,
      invalidatesTags: [settings],
    }),
  }),
});

export const {
  useGetProfileQuery,
  useGetActivityQuery,
  useGetSettingsQuery,
  useUpdateSettingsMutation,
  useSetPurchaseLimitMutation,
  useStartSelfExclusionMutation,
} = profileApi;
