import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProviderRejectedError, ProviderUnavailableError, type ConnectedAccount, type ProviderTokens } from '../fantasy-provider';
import { fixtureTeams, type FixtureTeam } from '../../../../testing/yahoo-fixtures';
import { startYahooStandIn, type YahooStandIn } from '../../../../testing/yahoo-stand-in';
import { createYahooProvider } from './yahoo-provider';

let yahoo: YahooStandIn;
let sleeps: number[];

beforeAll(async () => {
  yahoo = await startYahooStandIn();
});
afterAll(() => yahoo?.close());
afterEach(() => {
  yahoo.down(null);
  yahoo.throttle(0);
});

function provider(overrides: { clientSecret?: string; url?: string } = {}) {
  sleeps = [];
  return createYahooProvider({
    clientId: yahoo.clientId,
    clientSecret: overrides.clientSecret ?? yahoo.clientSecret,
    authBaseUrl: overrides.url ?? yahoo.url,
    apiBaseUrl: overrides.url ?? yahoo.url,
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0.5,
  });
}

/** What a player does: open the authorization page, read the code Yahoo shows, paste it. */
async function connect(): Promise<ConnectedAccount> {
  const url = provider().authorizationUrl('state-123');
  const page = await (await fetch(url)).text();
  const code = /<code id="oob-code">([^<]+)<\/code>/.exec(page)?.[1];
  expect(code).toBeDefined();
  return provider().exchangeCode(` ${code} `);
}

const noRotation = async () => {
  throw new Error('no refresh expected');
};
const collect = (into: ProviderTokens[]) => async (tokens: ProviderTokens) => void into.push(tokens);
const NOW = new Date('2024-11-05T17:00:00Z'); // a Tuesday noon in New York: no game window is open

describe('Yahoo provider against the stand-in', () => {
  it('builds the authorization URL of the oob flow', () => {
    const url = new URL(provider().authorizationUrl('s t&x'));
    expect(`${url.origin}${url.pathname}`).toBe(`${yahoo.url}/oauth2/request_auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: yahoo.clientId,
      redirect_uri: 'oob',
      response_type: 'code',
      state: 's t&x',
      language: 'en-us',
    });
  });

  it('connects: authorization page -> code -> tokens with the Yahoo guid', async () => {
    const account = await connect();
    expect(account.accessToken).toMatch(/^at-/);
    expect(account.refreshToken).toMatch(/^rt-/);
    expect(account.providerUserId).toBe('GBBDRKNNIJ46SDETCZ6DLAEBIA');
    expect(account.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3500_000);
  });

  it('rejects an invalid or reused code and reports our own bad client credentials as unavailability', async () => {
    await expect(provider().exchangeCode('not-a-code')).rejects.toThrow(ProviderRejectedError);
    await expect(provider({ clientSecret: 'wrong' }).exchangeCode('whatever')).rejects.toThrow(ProviderUnavailableError);
  });

  it('fetches the teams with sports, names, leagues, numbers from strings and a null projection', async () => {
    const account = await connect();
    const teams = await provider().fetchTeams(account, noRotation, NOW);
    expect(teams).toEqual([
      {
        teamKey: '449.l.528423.t.3',
        name: 'Chiefs Kingdom',
        sport: 'NFL',
        league: 'Sunday Gridiron Legends',
        platform: 'Yahoo Fantasy',
        currentPoints: 87.46,
        projectedPoints: 118.2,
        isActive: false,
        // Week-based NFL reports no game counts: Tuesday noon, the week's game windows have not opened yet.
        gameProgress: 0,
      },
      {
        teamKey: '454.l.175298.t.7',
        name: 'Lakers Legacy',
        sport: 'NBA',
        league: 'Hardwood Heroes 2024',
        platform: 'Yahoo Fantasy',
        currentPoints: 142.5,
        projectedPoints: null,
        isActive: true,
        // 2 of 6 games completed and 1 live: (2 + 0.5) / 6.
        gameProgress: 2.5 / 6,
      },
      {
        teamKey: '458.l.24680.t.11',
        name: 'Blue Jays Dynasty',
        sport: 'MLB',
        league: 'Diamond Kings League',
        platform: 'Yahoo Fantasy',
        currentPoints: 0,
        projectedPoints: 96.75,
        isActive: false,
        gameProgress: 0,
      },
    ]);
    const sundayAfternoon = new Date('2024-11-03T19:00:00Z');
    expect((await provider().fetchTeams(account, noRotation, sundayAfternoon))[0]?.isActive).toBe(true);
  });

  it('refreshes on token_expired, reports the rotated pair, and the next refresh uses the rotated token', async () => {
    const account = await connect();
    yahoo.expireAccessTokens();
    const rotated: ProviderTokens[] = [];
    expect(await provider().fetchTeams(account, collect(rotated), NOW)).toHaveLength(3);
    expect(rotated).toHaveLength(1);
    expect(rotated[0]!.refreshToken).not.toBe(account.refreshToken);
    expect(rotated[0]!.accessToken).not.toBe(account.accessToken);

    yahoo.expireAccessTokens();
    const again: ProviderTokens[] = [];
    expect(await provider().fetchTeams(rotated[0]!, collect(again), NOW)).toHaveLength(3);
    expect(again[0]!.refreshToken).not.toBe(rotated[0]!.refreshToken);

    yahoo.expireAccessTokens();
    await expect(provider().fetchTeams(account, collect([]), NOW)).rejects.toThrow(ProviderRejectedError);
  });

  it('refreshes ahead of a request when the stored token has already expired', async () => {
    const account = await connect();
    const rotated: ProviderTokens[] = [];
    await provider().fetchTeams({ ...account, expiresAt: new Date(NOW.getTime() - 1) }, collect(rotated), NOW);
    expect(rotated).toHaveLength(1);
    expect(rotated[0]!.expiresAt.getTime()).toBe(NOW.getTime() + 3600_000);
  });

  it('backs off on HTTP 999 and succeeds when Yahoo lets go', async () => {
    const account = await connect();
    yahoo.throttle(2);
    expect(await provider().fetchTeams(account, noRotation, NOW)).toHaveLength(3);
    expect(sleeps).toEqual([250, 500]);
  });

  it('gives up after four retries of HTTP 999', async () => {
    const account = await connect();
    yahoo.throttle(Number.POSITIVE_INFINITY);
    await expect(provider().fetchTeams(account, noRotation, NOW)).rejects.toThrow(ProviderUnavailableError);
    expect(sleeps).toEqual([250, 500, 1000, 2000]);
  });

  it('reports a server that answers 503, drops connections or is gone as unavailable', async () => {
    const account = await connect();
    yahoo.down('unavailable');
    await expect(provider().fetchTeams(account, noRotation, NOW)).rejects.toThrow(ProviderUnavailableError);
    await expect(provider().exchangeCode('abc')).rejects.toThrow(ProviderUnavailableError);
    yahoo.down('close');
    await expect(provider().fetchTeams(account, noRotation, NOW)).rejects.toThrow(ProviderUnavailableError);
    await expect(provider().exchangeCode('abc')).rejects.toThrow(ProviderUnavailableError);
    const gone = await startYahooStandIn();
    await gone.close();
    await expect(provider({ url: gone.url }).exchangeCode('abc')).rejects.toThrow(ProviderUnavailableError);
  });

  it('batches team and league keys 25 to a request', async () => {
    const many: FixtureTeam[] = Array.from({ length: 30 }, (_, i) => ({
      ...fixtureTeams[0]!,
      teamKey: `449.l.${1000 + i}.t.1`,
      name: `Team ${i}`,
      leagueName: `League ${i}`,
    }));
    const big = await startYahooStandIn({ teams: many });
    try {
      const url = provider({ url: big.url }).authorizationUrl('s');
      const code = /<code id="oob-code">([^<]+)</.exec(await (await fetch(url)).text())?.[1] ?? '';
      const account = await provider({ url: big.url }).exchangeCode(code);
      const teams = await provider({ url: big.url }).fetchTeams(account, noRotation, NOW);
      expect(teams.map((t) => t.league)).toEqual(many.map((t) => t.leagueName));
      expect(big.requests.filter((r) => r.includes('/fantasy/v2/teams;'))).toHaveLength(2);
      expect(big.requests.filter((r) => r.includes('/fantasy/v2/leagues;'))).toHaveLength(2);
    } finally {
      await big.close();
    }
  });
});
