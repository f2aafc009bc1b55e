import { apiRoutes } from '@fr/contracts/api-routes';
import { eligibilityResponseSchema, type DeclareEligibilityRequest, type EligibilityResponse } from '@fr/contracts/eligibility';
import { api } from '../lib/api';

/** The player's declared date of birth and state, what they allow, and declaring or changing them. */
export const eligibilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEligibility: build.query<EligibilityResponse, void>({
      query: () => apiRoutes.eligibility.path,
      responseSchema: eligibilityResponseSchema,
      providesTags: ['Eligibility'],
    }),
    declareEligibility: build.mutation<EligibilityResponse, DeclareEligibilityRequest>({
      query: (body) => ({ url: apiRoutes.declareEligibility.path, method: 'PUT', body }),
      responseSchema: eligibilityResponseSchema,
      // The change shows in Settings; the raffle cards and prizes answer by it from now on.
      invalidatesTags: ['Eligibility', 'Raffles', 'WonPrizes'],
    }),
  }),
});

export const { useGetEligibilityQuery, useDeclareEligibilityMutation } = eligibilityApi;
