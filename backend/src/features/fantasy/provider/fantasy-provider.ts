import type { Sport } from '@fr/contracts';

export interface ProviderTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

/** One team as the provider reports it for the current game week. */
export interface ProviderTeam {
  /** The provider's stable team key (Yahoo: `449.l.12345.t.3`). */
  teamKey: string;
  name: string;
  sport: Sport;
  league: string;
  /** One of `platforms` in contracts (the provider's display name). */
  platform: string;
  currentPoints: number;
  /** Null when the provider has no projection; the sync then uses the spec's fallback table. */
  projectedPoints: number | null;
  /** True while the team's games are in progress. */
  isActive: boolean;
  /**
   * The share of the team's games this week already played, 0 before its first kick-off and 1 after its last final:
   * the team's pace (a projected final from its points so far) is computed from it.
   */
  gameProgress: number;
}

export interface ConnectedAccount extends ProviderTokens {
  providerUserId: string | null;
}

/**
 * A fantasy provider (Yahoo Fantasy, or the demo provider of the embedded mode): OAuth 2.0 authorization code flow
 * with the out-of-band redirect (the player pastes the code), then the player's teams for the current week.
 */
export interface FantasyProvider {
  /** Route parameter and stored provider id: `yahoo` or `demo`. */
  readonly id: string;
  /** The platform whose account the player connects (one of `platforms` in contracts): its sync challenge is earned. */
  readonly platform: string;
  authorizationUrl(state: string): string;
  /** Throws ProviderRejectedError for a code the provider refuses, ProviderUnavailableError when it is down. */
  exchangeCode(code: string): Promise<ConnectedAccount>;
  /**
   * The player's NFL, NBA and MLB teams with this week's points. Refreshes an expired access token itself and
   * reports rotated tokens through `onTokens` before returning.
   */
  fetchTeams(tokens: ProviderTokens, onTokens: (tokens: ProviderTokens) => Promise<void>, now: Date): Promise<ProviderTeam[]>;
}

/** The provider refused what the player gave (a wrong or expired code, revoked access): a 4xx for the player. */
export class ProviderRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderRejectedError';
  }
}

/** The provider could not be reached or kept failing (5xx, throttling past our retries): a 502. */
export class ProviderUnavailableError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}
