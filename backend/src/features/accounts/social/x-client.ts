import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import { z } from 'zod';
import type { SocialConfig } from '../../../platform/config';
import { accessTokenOf, exchangeCode, getJson, orNull, type SocialClient } from './social-client';

const meSchema = z.object({ data: z.object({ id: z.string().min(1), username: z.string().optional(), name: z.string().optional() }) });

/**
 * X (OAuth 2.0 with PKCE, which X requires): a confidential client authenticates with its secret, a public one with
 * PKCE alone; /2/users/me says who it is. X gives no e-mail, so an X sign-up has none on file.
 */
export function xClient(config: NonNullable<SocialConfig['x']>, redirectUri: string): SocialClient {
  const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
  return {
    async authorizationUrl(state, codeVerifier) {
      const endpoint = `${config.authBaseUrl}/i/oauth2/authorize`;
      return client.createAuthorizationURLWithPKCE(endpoint, state, CodeChallengeMethod.S256, codeVerifier, ['users.read', 'tweet.read']);
    },
    async identify(code, codeVerifier) {
      const tokens = await exchangeCode(client, `${config.apiBaseUrl}/2/oauth2/token`, code, codeVerifier);
      const { data } = await getJson(`${config.apiBaseUrl}/2/users/me`, meSchema, accessTokenOf(tokens));
      return {
        subject: data.id,
        verifiedEmail: null,
        firstName: null,
        lastName: null,
        nameHint: orNull(data.username) ?? orNull(data.name),
      };
    },
  };
}
