import { apiPaths } from '@fr/contracts/api-paths';
import {
  TRACK_CLICK_TIMEOUT_MS,
  contestsResponseSchema,
  trackAffiliateClickResponseSchema,
  type Contest,
  type ContestsResponse,
  type TrackAffiliateClickRequest,
  type TrackAffiliateClickResponse,
} from '@fr/contracts/contests';
import { api } from '../lib/api';

/** Partner contests and the click their Join button records. */
export const contestsApi = api.enhanceEndpoints({ addTagTypes: ['Contests'] }).injectEndpoints({
  endpoints: (build) => ({
    getContests: build.query<Contest[], void>({
      query: () => apiPaths.contests,
      rawResponseSchema: import.meta.env.DEV ? contestsResponseSchema : undefined,
      transformResponse: (response: ContestsResponse) => response.contests,
      providesTags: ['Contests'],
    }),
    trackAffiliateClick: build.mutation<TrackAffiliateClickResponse, TrackAffiliateClickRequest>({
      // Bounded: the link opens when this answers, and a browser lets a click open a tab only for a few seconds.
      query: (body) => ({ url: apiPaths.trackAffiliateClick, method: 'POST', body, timeout: TRACK_CLICK_TIMEOUT_MS }),
      responseSchema: import.meta.env.DEV ? trackAffiliateClickResponseSchema : undefined,
      // The contest's participant count may have grown by this player.
      invalidatesTags: ['Contests'],
    }),
  }),
});

export const { useGetContestsQuery, useTrackAffiliateClickMutation } = contestsApi;
