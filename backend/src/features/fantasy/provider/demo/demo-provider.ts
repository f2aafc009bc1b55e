import { gameWeekOf, gameWindowProgress, inGameWindow } from '@fr/contracts';
import { ProviderRejectedError, type FantasyProvider, type ProviderTeam } from '../fantasy-provider';
import { demoAuthorizePageHtml } from './demo-authorize-page';
import { demoCodes } from './demo-codes';
import { demoRoster } from './demo-roster';
import { demoFinalRatios, demoProjection, round2 } from './demo-scoring';

export const DEMO_PROVIDER_ID = 'demo';
/** The seed of every installation that sets none: the demo has nothing to protect, only variety to keep stable. */
export const DEFAULT_DEMO_SEED = 'fantasy-rewards-demo';
/** Demo tokens never expire, so the demo never needs a refresh. */
const NEVER = new Date('2100-01-01T00:00:00.000Z');
const MAX_STATE_LENGTH = 512;

export interface DemoProviderOptions {
  /** Where the API is reachable from the player's browser, e.g. `http://localhost:3000`. */
  publicUrl: string;
  seed?: string;
}

export interface DemoProvider extends FantasyProvider {
  /** The HTML of `GET /api/demo-provider/authorize?state=...`: the code for the player to paste back. */
  renderAuthorizePage(state: string): string;
}

export const isDemoProvider = (provider: FantasyProvider | null): provider is DemoProvider =>
  provider !== null && provider.id === DEMO_PROVIDER_ID && 'renderAuthorizePage' in provider;

/** The demo authorize page for the configured provider; only the demo provider has one. */
export function renderDemoAuthorizePage(provider: FantasyProvider | null, state: string): string {
  if (!isDemoProvider(provider)) throw new Error('Only the demo provider has a local authorize page');
  return provider.renderAuthorizePage(state);
}

/**
 * The embedded default provider: Yahoo's connect flow without Yahoo, and simulated teams whose points rise during
 * the game windows of contracts' game week, deterministic for a seed, a player and an instant.
 */
export function createDemoProvider(options: DemoProviderOptions): DemoProvider {
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const codes = demoCodes(seed);
  const publicUrl = options.publicUrl.replace(/\/+$/, '');

  return {
    id: DEMO_PROVIDER_ID,
    // It stands in for Yahoo Fantasy; its other platforms only give the dashboard filter something to filter.
    platform: 'Yahoo Fantasy',

    authorizationUrl(state) {
      return `${publicUrl}/api/demo-provider/authorize?${new URLSearchParams({ state, client_id: 'demo' }).toString()}`;
    },

    renderAuthorizePage(state) {
      const usable = state.trim() !== '' && state.length <= MAX_STATE_LENGTH;
      return demoAuthorizePageHtml(usable ? codes.codeFor(state) : null);
    },

    async exchangeCode(code) {
      const player = codes.playerOfCode(code);
      if (!player) throw new ProviderRejectedError('The demo provider did not issue this code');
      return {
        accessToken: codes.token('access', player),
        refreshToken: codes.token('refresh', player),
        expiresAt: NEVER,
        providerUserId: `demo-${player}`,
      };
    },

    async fetchTeams(tokens, _onTokens, now) {
      const player = codes.playerOfToken('access', tokens.accessToken);
      if (!player) throw new ProviderRejectedError('The demo provider did not issue this token');
      const week = gameWeekOf(now);
      const roster = demoRoster(seed, player);
      const ratios = demoFinalRatios(
        seed,
        roster.map((team) => team.teamKey),
        week,
      );
      return roster.map((team): ProviderTeam => {
        const projected = demoProjection(seed, team.teamKey, week);
        const base = team.hasProjection ? projected : team.fallbackBase;
        // Points follow the share of the week's game-window time played: they climb during games and hold still in
        // between, as real fantasy points do, and that share is the team's game progress.
        const progress = gameWindowProgress(team.sport, week, now);
        return {
          teamKey: team.teamKey,
          name: team.name,
          sport: team.sport,
          league: team.league,
          platform: team.platform,
          currentPoints: round2(base * (ratios.get(team.teamKey) ?? 1) * progress),
          projectedPoints: team.hasProjection ? projected : null,
          isActive: inGameWindow(team.sport, now),
          gameProgress: progress,
        };
      });
    },
  };
}
