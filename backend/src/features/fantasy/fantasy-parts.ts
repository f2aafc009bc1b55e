import type { FeatureContext } from '../../feature';
import type { FantasyJobs } from './jobs/sync-jobs';
import type { TokenCipher } from '../../platform/token-cipher';
import type { FantasyProvider } from './provider';

/** What the fantasy feature keeps to itself: the configured provider (null when none is usable) and the token cipher. */
export interface FantasyParts {
  provider: FantasyProvider | null;
  cipher: TokenCipher;
}

export type FantasyPlatform = FeatureContext<FantasyJobs>;
