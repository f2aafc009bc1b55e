import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import { z } from 'zod';
import type { SocialConfig } from '../../../platform/config';
import { accessTokenOf, exchangeCode, getJson, orNull, type SocialClient } from './social-client';

/** The Graph API version the endpoints below are written against. */
export const FACEBOOK_GRAPH_VERSION = 'v19.0';

const meSchema = z.object({
  id: z.string().min(1),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  name: z.string().optional(),
});

/**
 * Facebook Login's manually built flow with PKCE: the code is exchanged as a public client (client id and verifier,
 * no secret), then the Graph API's /me says who it is. Facebook does not say whether the e-mail it gives is verified,
 * so it is never taken as verified: it neither links to nor is held by an account.
 */
export function facebookClient(config: NonNullable<SocialConfig['facebook']>, redirectUri: string): SocialClient {
  const client = new OAuth2Client(config.clientId, null, redirectUri);
  return {
    async authorizationUrl(state, codeVerifier) {
      const endpoint = `${config.authBaseUrl}/${FACEBOOK_GRAPH_VERSION}/dialog/oauth`;
      return client.createAuthorizationURLWithPKCE(endpoint, state, CodeChallengeMethod.S256, codeVerifier, ['email', 'public_profile']);
    },
    async identify(code, codeVerifier) {
      const tokens = await exchangeCode(client, `${config.graphBaseUrl}/${FACEBOOK_GRAPH_VERSION}/oauth/access_token`, code, codeVerifier);
      // The Graph API takes the user's token as a parameter, as its documentation shows.
      const query = new URLSearchParams({ fields: 'id,name,email,first_name,last_name', access_token: accessTokenOf(tokens) });
      const me = await getJson(`${config.graphBaseUrl}/${FACEBOOK_GRAPH_VERSION}/me?${query.toString()}`, meSchema);
      return {
        subject: me.id,
        verifiedEmail: null,
        firstName: orNull(me.first_name),
        lastName: orNull(me.last_name),
        nameHint: orNull(me.name),
      };
    },
  };
}
