import { apiPaths } from '@fr/contracts/api-paths';
import {
  checkInProgressResponseSchema,
  checkInResponseSchema,
  type CheckInProgressResponse,
  type CheckInResponse,
} from '@fr/contracts/check-in';
import { api } from '../lib/api';

/** The daily check-in and its progress; the Challenges page and the Bank both show and claim it. */
export const checkInApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCheckInProgress: build.query<CheckInProgressResponse, string>({
      query: (timeZone) => ({ url: apiPaths.checkInProgress, params: { timeZone } }),
      responseSchema: import.meta.env.DEV ? checkInProgressResponseSchema : undefined,
      providesTags: ['CheckIn'],
    }),
    dailyCheckIn: build.mutation<CheckInResponse, string>({
      query: (timeZone) => ({ url: apiPaths.dailyCheckIn, method: 'POST', body: { timeZone } }),
      responseSchema: import.meta.env.DEV ? checkInResponseSchema : undefined,
      // A check-in credits coins and can complete the daily and streak challenges.
      invalidatesTags: ['CheckIn', 'Coins', 'EarnedCoins', 'Challenges'],
    }),
  }),
});

export const { useGetCheckInProgressQuery, useDailyCheckInMutation } = checkInApi;
