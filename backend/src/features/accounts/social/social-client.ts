import {
  ArcticFetchError,
  OAuth2RequestError,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
  type OAuth2Client,
  type OAuth2Tokens,
} from 'arctic';
import type { z } from 'zod';

/** Who signed in, as the provider tells it. */
export interface SocialIdentity {
  /** The provider's stable id of the person; e-mails change hands, this does not. */
  subject: string;
  /** An e-mail the provider vouches for as verified, or null (X gives none; Facebook does not say it verified one). */
  verifiedEmail: string | null;
  firstName: string | null;
  lastName: string | null;
  /** What the username is derived from: a handle, the e-mail's local part or the name. */
  nameHint: string | null;
}

/** One provider's authorization code flow with PKCE (S256) and state, through arctic. */
export interface SocialClient {
  authorizationUrl(state: string, codeVerifier: string): Promise<URL>;
  /** Exchanges the code with the verifier and reads who signed in. */
  identify(code: string, codeVerifier: string): Promise<SocialIdentity>;
}

/** The provider refused the code (unknown, used, for another client, or a verifier that does not match its challenge). */
export class SocialRefusedError extends Error {}

/** The provider could not be reached or answered something we cannot use: our side or theirs, not the player's. */
export class SocialUnavailableError extends Error {}

const TIMEOUT_MS = 10_000;

/** The token request; a refusal of the code is the player's to retry, anything else is the provider's or our configuration's. */
export async function exchangeCode(client: OAuth2Client, tokenEndpoint: string, code: string, codeVerifier: string): Promise<OAuth2Tokens> {
  try {
    return await client.validateAuthorizationCode(tokenEndpoint, code, codeVerifier);
  } catch (error) {
    if (error instanceof OAuth2RequestError) {
      if (error.code === 'invalid_client' || error.code === 'unauthorized_client') {
        throw new SocialUnavailableError(`the token endpoint refused our client (${error.code})`);
      }
      throw new SocialRefusedError(`the token endpoint refused the code (${error.code})`);
    }
    // A refusal in a body that is not RFC 6749's shape (Facebook's Graph errors, problem+json).
    if (error instanceof UnexpectedErrorResponseBodyError && error.status === 400) {
      throw new SocialRefusedError(`the token endpoint refused the code: ${JSON.stringify(error.data)}`);
    }
    if (error instanceof UnexpectedErrorResponseBodyError || error instanceof UnexpectedResponseError) {
      throw new SocialUnavailableError(`the token endpoint answered HTTP ${error.status}`);
    }
    if (error instanceof ArcticFetchError) throw new SocialUnavailableError('the token endpoint is not reachable');
    throw error;
  }
}

/** A GET of a provider's JSON (discovery, user endpoint), checked against the shape we rely on. */
export async function getJson<S extends z.ZodType>(url: string, schema: S, accessToken?: string): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new SocialUnavailableError(`${new URL(url).origin} is not reachable`);
  }
  if (!response.ok) throw new SocialUnavailableError(`${url.split('?')[0]} answered HTTP ${response.status}`);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new SocialUnavailableError(`${url.split('?')[0]} answered an unexpected shape`);
  return parsed.data;
}

/** The access token of a token answer, or the provider's fault. */
export function accessTokenOf(tokens: OAuth2Tokens): string {
  try {
    return tokens.accessToken();
  } catch {
    throw new SocialUnavailableError('the token endpoint answered without an access token');
  }
}

export const orNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
