import { apiRoutes } from '@fr/contracts/api-routes';
import { challengesResponseSchema, type Challenge } from '@fr/contracts/challenges';
import { checkInProgressResponseSchema, checkInResponseSchema, type CheckInProgressResponse, type CheckInResponse } from '@fr/contracts/check-in';
import { api } from './api';

/** The browser's IANA time zone: the server counts check-in days in the player's own local time. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Challenges and the daily check-in. The Challenges page and the Bank both show and claim them, and features may not
 * import each other, so they live in app/.
 */
export const gamificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChallenges: build.query<Challenge[], void>({
      query: () => apiRoutes.challenges.path,
      responseSchema: challengesResponseSchema,
      providesTags: ['Challenges'],
    }),
    getCheckInProgress: build.query<CheckInProgressResponse, string>({
      query: (timeZone) => ({ url: apiRoutes.checkInProgress.path, params: { timeZone } }),
      responseSchema: checkInProgressResponseSchema,
      providesTags: ['CheckIn'],
    }),
    dailyCheckIn: build.mutation<CheckInResponse, string>({
      query: (timeZone) => ({ url: apiRoutes.dailyCheckIn.path, method: 'POST', body: { timeZone } }),
      responseSchema: checkInResponseSchema,
      // A check-in credits coins and can complete the daily and streak challenges.
      invalidatesTags: ['CheckIn', 'Coins', 'EarnedCoins', 'Challenges'],
    }),
  }),
});

export const { useGetChallengesQuery, useGetCheckInProgressQuery, useDailyCheckInMutation } = gamificationApi;
