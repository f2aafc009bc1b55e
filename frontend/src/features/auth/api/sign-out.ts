import { apiRoutes } from '@fr/contracts/api-routes';
import { messageResponseSchema, type MessageResponse } from '@fr/contracts/http';
import { api } from '../../../app/api';

const signOutApi = api.injectEndpoints({
  endpoints: (build) => ({
    signOut: build.mutation<MessageResponse, void>({
      query: () => ({ url: apiRoutes.authSignOut.path, method: 'POST' }),
      responseSchema: messageResponseSchema,
      // Coins are not invalidated here: refetching them now could only answer 401. The stale entry loses its
      // subscriber once the status says signed out, and the next sign-in's Coins invalidation drops it. Challenges
      // are public but carry the player's progress, so a visitor must not keep seeing the last player's.
      invalidatesTags: ['AuthStatus', 'Challenges'],
    }),
  }),
});

export const { useSignOutMutation } = signOutApi;
