import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, gameWeekOf } from '@fr/contracts';
import type { TestClient } from '../../testing/http-client';
import { newPlayer, signUpPlayer, startTestSystem, type TestSystem } from '../../testing/test-system';
import { handleTeamCommand } from '../../features/fantasy';

type Role = 'anonymous' | 'player' | 'otherPlayer';
interface Fixture {
  userId: string;
  boostId: string;
  teamId: string;
}
interface Row {
  /** Path (parameters filled in) and query; defaults to the contract's path. */
  path?: string;
  body?: (fixture: Fixture) => unknown;
  /** Statuses in the order the roles run: anonymous, then the other player, then the owner of the fixture. */
  expected: Record<Role, number>;
}

const everyone = (status: number) => ({ anonymous: status, player: status, otherPlayer: status });
const players = (status: number) => ({ anonymous: 401, player: status, otherPlayer: status });

/**
 * Every route of the app, with the status each role must get. The `satisfies` makes a new route without a row a
 * compile error, so the matrix stays complete. The fixture belongs to `player`: a boost they bought and a team of
 * theirs that is not playing.
 */
const matrix = {
  authSignUp: { body: () => newPlayer('matrix'), expected: everyone(201) },
  authSignIn: { body: () => ({ email: 'nobody@example.com', password: 'not the password' }), expected: everyone(401) },
  authSignOut: { expected: everyone(200) },
  authStatus: { expected: everyone(200) },
  authVerifyEmail: { path: '/api/auth/verify-email?token=forged', expected: everyone(400) },
  health: { expected: everyone(200) },
  openapi: { expected: everyone(200) },
  coins: { expected: players(200) },
  oauthInitiate: { path: '/api/auth/fantasy/initiate', expected: players(200) },
  oauthCallback: { path: '/api/auth/fantasy/callback', body: () => ({ code: 'forged', state: 'forged' }), expected: players(400) },
  demoAuthorize: { path: '/api/demo-provider/authorize?state=abc', expected: everyone(200) },
  sync: { expected: players(422) },
  teams: { expected: players(200) },
  tiers: { expected: everyone(200) },
  raffleTickets: { expected: players(200) },
  dashboard: { expected: players(200) },
  challenges: { expected: everyone(200) },
  checkInProgress: { expected: players(200) },
  dailyCheckIn: { body: () => ({ timeZone: 'UTC' }), expected: players(200) },
  claimCategoryBonus: { body: () => ({ category: 'deposit' }), expected: players(422) },
  earnedCoins: { expected: players(200) },
  shopBoosts: { expected: everyone(200) },
  shopPurchase: { body: () => ({ boostTypeId: 'performance-boost', level: 1 }), expected: players(200) },
  tierUpgradePurchase: { body: () => ({ upgradeType: 'platinum_upgrade', cost: 12000 }), expected: players(422) },
  purchasedBoosts: { expected: players(200) },
  applyBoost: { body: (f) => ({ boostId: f.boostId, teamId: f.teamId }), expected: { anonymous: 401, otherPlayer: 404, player: 200 } },
  coinPackages: { expected: everyone(200) },
  // The fixture's players have not verified their e-mail, which buying coins requires.
  bankPurchase: { body: () => ({ amount: 1000 }), expected: players(403) },
  stripeWebhook: { body: () => ({ id: 'evt_forged', type: 'checkout.session.completed' }), expected: everyone(401) },
  affiliatePostback: {
    body: () => ({ partner: 'draftkings', event: 'signup', subId: 'someone', transactionId: 'tx-forged' }),
    expected: everyone(401),
  },
} satisfies Record<keyof typeof apiRoutes, Row>;

let system: TestSystem;
const sessions = new Map<Role, { email: string; password: string } | null>();
let fixture: Fixture;

beforeAll(async () => {
  system = await startTestSystem({ env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'true' } });
  const owner = await signUpPlayer(system, 'owner');
  const other = await signUpPlayer(system, 'other');
  sessions.set('anonymous', null).set('player', owner).set('otherPlayer', other);
  const bought = await owner.client.post('/api/shop/purchase', { boostTypeId: 'performance-boost', level: 1 });
  const boost = bought.json?.boost;
  if (typeof boost !== 'object' || boost === null || !('id' in boost) || typeof boost.id !== 'string') throw new Error('purchase failed');
  const teamId = `matrix-team-${owner.userId}`;
  await handleTeamCommand(
    system.services,
    teamId,
    {
      type: 'RecordSync',
      meta: {
        teamId,
        userId: owner.userId,
        provider: 'demo',
        teamKey: `key-${teamId}`,
        name: 'Chiefs Kingdom',
        sport: 'NFL',
        league: 'L',
        platform: 'Yahoo Fantasy',
      },
      score: {
        teamId,
        userId: owner.userId,
        week: gameWeekOf(new Date()).id,
        currentPoints: 0,
        projectedPoints: 150,
        isActive: false,
        projectionIsFallback: false,
      },
    },
    'matrix',
  );
  await system.runner.catchUp();
  fixture = { userId: owner.userId, boostId: boost.id, teamId };
});
afterAll(async () => {
  await system?.close();
});

/** A client with a session of its own for the role, so a route that ends the session cannot disturb another row. */
async function clientFor(role: Role): Promise<TestClient> {
  const client = system.client();
  const credentials = sessions.get(role);
  if (credentials) {
    const signedIn = await client.post('/api/auth/signin', credentials);
    if (signedIn.status !== 200) throw new Error(`sign-in as ${role} failed: ${signedIn.status}`);
  }
  return client;
}

describe('route-by-role matrix', () => {
  it.each(Object.entries(matrix) as Array<[keyof typeof apiRoutes, Row]>)('%s answers each role exactly as expected', async (name, row) => {
    const route = apiRoutes[name];
    const got: Partial<Record<Role, number>> = {};
    for (const role of ['anonymous', 'otherPlayer', 'player'] as const) {
      const client = await clientFor(role);
      const path = row.path ?? route.path;
      const response = await client.request(
        route.method.toUpperCase(),
        path,
        route.method === 'get' ? {} : { body: row.body?.(fixture) ?? {} },
      );
      got[role] = response.status;
    }
    expect(got).toEqual(row.expected);
  });
});
