import { clientRoutes, type SocialProvider } from '@fr/contracts';
import type { Config } from '../../../platform/config';
import { facebookClient } from './facebook-client';
import { oidcClient } from './oidc-client';
import type { SocialClient } from './social-client';
import { xClient } from './x-client';

/** Every social sign-in provider, null where its credentials are not configured. */
export type SocialClients = Record<SocialProvider, SocialClient | null>;

/**
 * The providers send the popup back to the spec's client route; each request remembers its provider server-side, so
 * one redirect URI serves them all and is what each provider's app registration lists.
 */
export function createSocialClients(config: Pick<Config, 'social' | 'publicUrl'>, now: () => Date): SocialClients {
  const redirectUri = `${config.publicUrl}${clientRoutes.authCallback}`;
  const { google, yahoo, facebook, x } = config.social;
  return {
    yahoo: yahoo && oidcClient(yahoo, redirectUri, now),
    google: google && oidcClient(google, redirectUri, now),
    facebook: facebook && facebookClient(facebook, redirectUri),
    x: x && xClient(x, redirectUri),
  };
}
