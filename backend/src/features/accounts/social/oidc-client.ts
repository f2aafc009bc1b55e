import { CodeChallengeMethod, OAuth2Client, decodeIdToken } from 'arctic';
import { z } from 'zod';
import type { OidcClientConfig } from '../../../platform/config';
import { SocialUnavailableError, exchangeCode, getJson, orNull, type SocialClient, type SocialIdentity } from './social-client';

const discoverySchema = z.object({ issuer: z.string(), authorization_endpoint: z.url(), token_endpoint: z.url() });

const claimsSchema = z.object({
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  sub: z.string().min(1),
  email: z.string().optional(),
  // Google answers a boolean; some providers send the string.
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});

const SCOPES = ['openid', 'email', 'profile'];
const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * An OpenID Connect provider (Google, Yahoo): its endpoints from the issuer's discovery document, so a local stand-in
 * is configured like the real one. The ID token comes straight from the token endpoint over TLS, which OIDC Core
 * 3.1.3.7 lets stand in for checking its signature; its issuer, audience and expiry are checked.
 */
export function oidcClient(config: OidcClientConfig, redirectUri: string, now: () => Date): SocialClient {
  const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
  let discovered: Promise<z.infer<typeof discoverySchema>> | null = null;
  const discovery = () => {
    discovered ??= getJson(`${trimSlash(config.issuer)}/.well-known/openid-configuration`, discoverySchema).then((document) => {
      if (trimSlash(document.issuer) !== trimSlash(config.issuer)) {
        throw new SocialUnavailableError(`the discovery document names issuer ${document.issuer}, not ${config.issuer}`);
      }
      return document;
    });
    // A failed discovery is tried again on the next sign-in instead of being remembered.
    discovered.catch(() => (discovered = null));
    return discovered;
  };

  return {
    async authorizationUrl(state, codeVerifier) {
      const { authorization_endpoint } = await discovery();
      return client.createAuthorizationURLWithPKCE(authorization_endpoint, state, CodeChallengeMethod.S256, codeVerifier, SCOPES);
    },
    async identify(code, codeVerifier) {
      const { token_endpoint, issuer } = await discovery();
      const tokens = await exchangeCode(client, token_endpoint, code, codeVerifier);
      return identityFrom(idTokenClaims(tokens.data), issuer, config.clientId, now());
    },
  };
}

function idTokenClaims(tokenAnswer: object): unknown {
  const idToken = 'id_token' in tokenAnswer ? tokenAnswer.id_token : undefined;
  if (typeof idToken !== 'string') throw new SocialUnavailableError('the token endpoint answered without an ID token');
  try {
    return decodeIdToken(idToken);
  } catch {
    throw new SocialUnavailableError('the ID token is not a JWT');
  }
}

function identityFrom(raw: unknown, issuer: string, clientId: string, now: Date): SocialIdentity {
  const parsed = claimsSchema.safeParse(raw);
  if (!parsed.success) throw new SocialUnavailableError('the ID token lacks the claims we need');
  const claims = parsed.data;
  const audiences = typeof claims.aud === 'string' ? [claims.aud] : claims.aud;
  if (trimSlash(claims.iss) !== trimSlash(issuer)) throw new SocialUnavailableError(`the ID token comes from ${claims.iss}`);
  if (!audiences.includes(clientId)) throw new SocialUnavailableError('the ID token is for another client');
  if (claims.exp * 1000 <= now.getTime()) throw new SocialUnavailableError('the ID token has expired');
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  const verifiedEmail = verified ? orNull(claims.email) : null;
  return {
    subject: claims.sub,
    verifiedEmail,
    firstName: orNull(claims.given_name),
    lastName: orNull(claims.family_name),
    nameHint: verifiedEmail?.split('@')[0] ?? orNull(claims.name),
  };
}
