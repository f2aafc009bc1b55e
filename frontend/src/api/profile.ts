import { apiRoutes } from '@fr/contracts/api-routes';
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
      query: () => apiRoutes.profile.path,
      responseSchema: profileResponseSchema,
      providesTags: [summary],
    }),
    getActivity: build.query<ActivityResponse, number>({
      query: (page) => ({ url: apiRoutes.profileActivity.path, params: { page, pageSize: ACTIVITY_PAGE_SIZE } }),
      responseSchema: activityResponseSchema,
      providesTags: [activity],
    }),
    getSettings: build.query<SettingsResponse, void>({
      query: () => apiRoutes.profileSettings.path,
      responseSchema: settingsResponseSchema,
      providesTags: [settings],
    }),
    updateSettings: build.mutation<SettingsResponse, UpdateSettingsRequest>({
      query: (body) => ({ url: apiRoutes.updateProfileSettings.path, method: 'PUT', body }),
      responseSchema: settingsResponseSchema,
      // The header shows the name.
      invalidatesTags: [settings, summary],
    }),
    setPurchaseLimit: build.mutation<SettingsResponse, number | null>({
      query: (monthlyLimitUsd) => ({ url: apiRoutes.setPurchaseLimit.path, method: 'PUT', body: { monthlyLimitUsd } }),
      responseSchema: settingsResponseSchema,
      invalidatesTags: [settings],
    }),
    startSelfExclusion: build.mutation<SettingsResponse, number>({
      query: (days) => ({ url: apiRoutes.startSelfExclusion.path, method: 'POST', body: { days, confirm: true } }),
      responseSchema: settingsResponseSchema,
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
