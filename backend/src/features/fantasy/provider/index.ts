import { createDemoProvider } from './demo/demo-provider';
import type { FantasyProvider } from './fantasy-provider';
import type { ProviderLog } from './yahoo/yahoo-http';
import { createYahooProvider } from './yahoo/yahoo-provider';

export * from './fantasy-provider';
export { connectedPlayers, credentialsSchemaSql, loadCredentials, saveCredentials } from './credentials-store';
export { createYahooProvider, type YahooProviderOptions } from './yahoo/yahoo-provider';
export type { ProviderLog } from './yahoo/yahoo-http';
export {
  createDemoProvider,
  isDemoProvider,
  renderDemoAuthorizePage,
  DEMO_PROVIDER_ID,
  DEFAULT_DEMO_SEED,
  type DemoProvider,
  type DemoProviderOptions,
} from './demo/demo-provider';

export interface ProviderConfig {
  /** Yahoo's app credentials (the base URLs default to Yahoo's own; tests point them at the stand-in). */
  yahoo?: { clientId: string; clientSecret: string; authBaseUrl?: string; apiBaseUrl?: string } | null;
  /** The demo provider stands in when Yahoo is not configured and this is on (the embedded default). */
  demoEnabled: boolean;
  publicUrl: string;
  demoSeed?: string;
  log?: ProviderLog;
}

/**
 * Yahoo when its credentials are set, else the demo provider when enabled, else none: then the auth status says
 * `configured: false` and the client shows "Configuration Required".
 */
export function createProvider(config: ProviderConfig): FantasyProvider | null {
  switch (providerKind(config)) {
    case 'yahoo':
      return createYahooProvider({ ...config.yahoo!, log: config.log });
    case 'demo':
      return createDemoProvider({ publicUrl: config.publicUrl, seed: config.demoSeed });
    case null:
      return null;
  }
}

function providerKind(config: Pick<ProviderConfig, 'yahoo' | 'demoEnabled'>): 'yahoo' | 'demo' | null {
  if (config.yahoo?.clientId && config.yahoo.clientSecret) return 'yahoo';
  return config.demoEnabled ? 'demo' : null;
}

/** Whether this configuration has a usable fantasy provider (the auth status says `configured`). */
export const fantasyConfigured = (config: { yahoo: ProviderConfig['yahoo']; demoProvider: boolean }) =>
  providerKind({ yahoo: config.yahoo, demoEnabled: config.demoProvider }) !== null;
