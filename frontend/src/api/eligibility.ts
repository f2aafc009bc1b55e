import { apiPaths } from '@fr/contracts/api-paths';
import { eligibilityResponseSchema, type DeclareEligibilityRequest, type EligibilityResponse } from '@fr/contracts/eligibility';
import { api } from '../lib/api';

/** The player's declared date of birth and state, what they allow, and declaring or changing them. */
export const eligibilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEligibility: build.query<EligibilityResponse, void>({
      query: () => apiPaths.eligibility,
      responseSchema: import.meta.env.DEV ? eligibilityResponseSchema : undefined,
      providesTags: ['Eligibility'],
    }),
    declareEligibility: build.mutation<EligibilityResponse, DeclareEligibilityRequest>({
      query: (body) => ({ url: apiPaths.declareEligibility, method: 'PUT', body }),
      responseSchema: import.meta.env.DEV ? eligibilityResponseSchema : undefined,
      // The change shows in Settings; the raffle cards and prizes answer by it from now on.
      invalidatesTags: ['Eligibility', 'Raffles', 'WonPrizes'],
    }),
  }),
});

export const { useGetEligibilityQuery, useDeclareEligibilityMutation } = eligibilityApi;
