import { FANTASY_PROVIDER_ALIAS } from '@fr/contracts/fantasy';
import { messageResponseSchema, type MessageResponse } from '@fr/contracts/http';
import { oauthInitiateResponseSchema, type OAuthCallbackRequest, type OAuthInitiateResponse } from '@fr/contracts/fantasy';
import { apiRoutes } from '@fr/contracts/api-routes';
import { api } from '../../../app/api';

/** The alias lets the server pick whichever provider it has configured (Yahoo, or the demo one when embedded). */
const providerPath = (path: string) => path.replace(':provider', FANTASY_PROVIDER_ALIAS);

const connectApi = api.injectEndpoints({
  endpoints: (build) => ({
    initiateConnection: build.mutation<Partial<OAuthInitiateResponse>, void>({
      query: () => ({ url: providerPath(apiRoutes.oauthInitiate.path), method: 'POST' }),
      // Partial: an answer without authUrl has its own message (spec §8), not the generic initiate failure.
      responseSchema: oauthInitiateResponseSchema.partial(),
    }),
    completeConnection: build.mutation<MessageResponse, OAuthCallbackRequest>({
      query: (body) => ({ url: providerPath(apiRoutes.oauthCallback.path), method: 'POST', body }),
      responseSchema: messageResponseSchema,
      invalidatesTags: ['AuthStatus'],
    }),
  }),
});

export const { useInitiateConnectionMutation, useCompleteConnectionMutation } = connectApi;
