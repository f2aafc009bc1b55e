import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, contestById, gameWeekOf, versionInForce } from '@fr/contracts';
import type { TestClient } from '../testing/http-client';
import { newPlayer, signUpPlayer, signUpVerifiedPlayer, startTestSystem, type TestSystem } from '../testing/test-system';
import { recordTeam } from '../testing/team-fixtures';
import { awardPrize } from '../features/prizes';

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

/** A partner contest whose own link the click reports. */
const matrixContest = contestById('dk-nfl-sunday-millionaire')!;

/** A prize of the fixture's owner: on another player's stream it does not exist. */
const awardPath = `/api/prizes/won/${encodeURIComponent('matrix-draw:0')}`;

/**
 * Every route of the app, with the status each role must get (and, whatever the status, `Cache-Control: no-store`). The `satisfies` makes a new route without a row a
 * compile error, so the matrix stays complete. The fixture belongs to `player`: a boost they bought, a team of
 * theirs that is not playing and a prize they won. Rows run in order: the self-exclusion comes last, as it would
 * refuse the free entry.
 */
const matrix = {
  authSignUp: { body: () => newPlayer('matrix'), expected: everyone(201) },
  authSignIn: { body: () => ({ email: 'nobody@example.com', password: 'not the password' }), expected: everyone(401) },
  authSignOut: { expected: everyone(200) },
  authStatus: { expected: everyone(200) },
  authVerifyEmail: { path: '/api/auth/verify-email?token=forged', expected: everyone(400) },
  authSocialProviders: { expected: everyone(200) },
  // Not configured here: the popup is sent back to /auth/callback with the error, a redirect like the configured case.
  authSocialInitiate: { path: '/api/auth/google/initiate', expected: everyone(302) },
  authSocialSignIn: { body: () => ({ code: 'forged', state: 'forged' }), expected: everyone(400) },
  authSocialLink: { body: () => ({ password: 'not the password' }), expected: everyone(400) },
  authForgotPassword: { body: () => ({ email: 'nobody@example.com' }), expected: everyone(200) },
  authResetPassword: { body: () => ({ token: 'forged', password: 'correct horse battery' }), expected: everyone(400) },
  authChangePassword: {
    body: () => ({ currentPassword: 'not the password', newPassword: 'another long password' }),
    expected: players(403),
  },
  authAccountEmail: { expected: players(200) },
  // The owner is verified already (409); the other player is sent a new link.
  authResendVerification: { body: () => ({}), expected: { anonymous: 401, otherPlayer: 200, player: 409 } },
  authChangeEmail: { body: () => ({ email: 'matrix-new@example.com', password: 'not the password' }), expected: players(403) },
  authSessions: { expected: players(200) },
  authEndSession: { path: '/api/auth/sessions/not-a-device/sign-out', expected: players(404) },
  authEndOtherSessions: { expected: players(200) },
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
  // A partner challenge's link: a click for the signed-in player, redirected to the partner.
  challengeClick: { path: '/api/gamification/challenges/signup-draftkings/click', expected: players(302) },
  claimCategoryBonus: { body: () => ({ category: 'deposit' }), expected: players(422) },
  earnedCoins: { expected: players(200) },
  shopBoosts: { expected: everyone(200) },
  shopPurchase: { body: () => ({ boostTypeId: 'performance-boost', level: 1 }), expected: players(200) },
  tierUpgradePurchase: { body: () => ({ upgradeType: 'platinum_upgrade', cost: 12000 }), expected: players(422) },
  purchasedBoosts: { expected: players(200) },
  applyBoost: { body: (f) => ({ boostId: f.boostId, teamId: f.teamId }), expected: { anonymous: 401, otherPlayer: 404, player: 200 } },
  coinLots: { expected: players(200) },
  shopStyles: { expected: players(200) },
  // The players' coins do not reach the dearest frame; buying one is tested in the shop's own tests.
  styleItemPurchase: { body: () => ({ itemId: 'frame-gold' }), expected: players(422) },
  styleItemEquip: { body: () => ({ itemId: null }), expected: players(200) },
  coinPackages: { expected: everyone(200) },
  // The fixture's players have not verified their e-mail, which buying coins requires.
  // The player's e-mail is verified, the other player's is not (buying coins and claiming prizes need it).
  bankPurchase: { body: () => ({ amount: 1000 }), expected: { anonymous: 401, player: 200, otherPlayer: 403 } },
  bankStatus: { expected: everyone(200) },
  // Ids well formed but nobody's: the receipt and the checkout of another player read as none.
  checkoutStatus: { path: `/api/bank/checkouts/${'0'.repeat(64)}`, expected: players(404) },
  purchaseReceipt: { path: '/api/bank/receipts/sandbox_000000000000000000000000', expected: players(404) },
  stripeWebhook: { body: () => ({ id: 'evt_forged', type: 'checkout.session.completed' }), expected: everyone(401) },
  affiliatePostback: {
    body: () => ({ partner: 'draftkings', event: 'signup', subId: 'someone', transactionId: 'tx-forged' }),
    expected: everyone(401),
  },
  // Before the free entry and the claim, which ask for a declaration.
  declareEligibility: { body: () => ({ dateOfBirth: '1990-05-01', state: 'CA' }), expected: players(200) },
  eligibility: { expected: players(200) },
  raffles: { expected: everyone(200) },
  recentWinners: { expected: everyone(200) },
  drawRuns: { expected: everyone(200) },
  raffleRules: { path: '/api/raffles/nfl-bronze/rules', expected: everyone(200) },
  raffleHistory: { path: '/api/raffles/nfl-bronze/draws?page=1', expected: everyone(200) },
  myEntries: { path: '/api/raffles/entries?page=1', expected: players(200) },
  // The other player's e-mail is not verified, which a free entry requires.
  freeEntry: {
    path: '/api/raffles/nfl-bronze/free-entry',
    body: () => ({ acceptRules: true }),
    expected: { anonymous: 401, player: 201, otherPlayer: 403 },
  },
  drawProof: { path: '/api/raffles/draws/forged/proof', expected: everyone(404) },
  prizeCatalogue: { path: '/api/prizes?category=cash', expected: everyone(200) },
  wonPrizes: { expected: players(200) },
  claimPrize: {
    path: `${awardPath}/claim`,
    body: () => ({
      acceptRules: true,
      shippingAddress: { name: 'Ada Lovelace', line1: '1 Main St', city: 'Fresno', state: 'CA', postalCode: '93650' },
    }),
    expected: { anonymous: 401, otherPlayer: 403, player: 200 },
  },
  redeemPrize: { path: `${awardPath}/redeem`, expected: { anonymous: 401, otherPlayer: 404, player: 200 } },
  contests: { expected: everyone(200) },
  trackAffiliateClick: {
    body: () => ({ platform: matrixContest.platform, contestId: matrixContest.id, affiliateUrl: matrixContest.affiliateUrl }),
    expected: players(200),
  },
  profile: { expected: players(200) },
  profileActivity: { path: '/api/profile/activity?page=1&pageSize=5', expected: players(200) },
  profileSettings: { expected: players(200) },
  updateProfileSettings: {
    body: () => ({
      firstName: 'Matrix',
      lastName: 'Player',
      timeZone: 'America/Chicago',
      emailPreferences: { drawResults: true, prizeUpdates: false, marketing: false },
    }),
    expected: players(200),
  },
  leaderboard: { path: '/api/leaderboard/NFL', expected: players(200) },
  setPurchaseLimit: { body: () => ({ monthlyLimitUsd: 100 }), expected: players(200) },
  startSelfExclusion: { body: () => ({ days: 7, confirm: true }), expected: players(200) },
  notifications: { path: '/api/notifications?page=1&pageSize=5', expected: players(200) },
  markNotificationsRead: { body: () => ({ all: true }), expected: players(200) },
  // The unsubscribe link opens with its signed token, no session; a forged token is refused whoever asks.
  emailsUnsubscribePage: { path: '/api/emails/unsubscribe?token=forged', expected: everyone(400) },
  emailsUnsubscribe: { path: '/api/emails/unsubscribe?token=forged', expected: everyone(400) },
  privacyStatus: { expected: players(200) },
  requestDataExport: { expected: players(200) },
  // No such export: nobody, owner or not, learns whether an id exists (privacy-routes.int.test.ts downloads real ones).
  downloadDataExport: { path: '/api/privacy/exports/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', expected: players(404) },
  // A wrong password refuses and changes nothing, so the fixture's account stays for the rows after this one.
  deleteAccount: { body: () => ({ password: 'not the password' }), expected: players(400) },
  // Admin routes: a player session opens none of them (admin-route-matrix.int.test.ts covers the admin roles).
  adminLogin: { body: () => ({ username: 'nobody', password: 'not the password' }), expected: everyone(401) },
  adminLogout: { expected: everyone(200) },
  adminStatus: { expected: everyone(200) },
  adminSetup: {
    body: () => ({ token: 'forged', username: 'matrix-admin', email: 'matrix-admin@example.com', password: 'correct horse battery' }),
    expected: everyone(400),
  },
  adminTotpEnrol: { expected: everyone(401) },
  adminTotpConfirm: { body: () => ({ code: '123456' }), expected: everyone(401) },
  adminForgotPassword: { body: () => ({ email: 'nobody@example.com' }), expected: everyone(200) },
  adminResetPassword: { body: () => ({ token: 'forged', password: 'correct horse battery' }), expected: everyone(400) },
  adminChangePassword: {
    body: () => ({ currentPassword: 'not the password', newPassword: 'another long password' }),
    expected: everyone(401),
  },
  adminUsers: { expected: everyone(401) },
  adminLockUser: { path: '/api/admin/users/someone/lock', body: () => ({ reason: 'matrix' }), expected: everyone(401) },
  adminUnlockUser: { path: '/api/admin/users/someone/unlock', body: () => ({ reason: 'matrix' }), expected: everyone(401) },
  adminAuditTrail: { expected: everyone(401) },
  adminTierConfigs: { expected: everyone(401) },
  updateTierConfig: { path: '/api/admin/config/tiers/Bronze', body: () => ({ ticketCount: 2 }), expected: everyone(401) },
  tierWhatIf: { path: '/api/admin/config/tiers/Bronze/what-if', body: () => ({ ticketCount: 2 }), expected: everyone(401) },
  // Analytics: admin routes, refused to anonymous callers and to player sessions alike (roles: analytics-routes.int.test.ts).
  adminOverview: { expected: everyone(401) },
  adminPlatformAnalytics: { expected: everyone(401) },
  adminRevenueAnalytics: { expected: everyone(401) },
  adminChallengeAnalytics: { expected: everyone(401) },
  adminCoinAnalytics: { expected: everyone(401) },
  realtimeAnalytics: { expected: everyone(401) },
  generateMetrics: { expected: everyone(401) },
  exportRevenue: { expected: everyone(401) },
  exportPlatforms: { expected: everyone(401) },
  exportLedger: { path: '/api/admin/export/ledger?from=2026-11-01&to=2026-11-30', expected: everyone(401) },
  adminPayments: { expected: everyone(401) },
  exportPayments: { expected: everyone(401) },
  financeStatement: { path: '/api/admin/finance/statement?month=2026-10', expected: everyone(401) },
  exportStatement: { path: '/api/admin/export/statement?month=2026-10', expected: everyone(401) },
  // Ledger explorer: admin routes (roles: admin-route-matrix.int.test.ts).
  adminLedgerStream: { path: '/api/admin/ledger/players/someone/events', expected: everyone(401) },
  adminLedgerBalance: { path: '/api/admin/ledger/players/someone/balance?asOf=2026-11-01T00:00:00Z', expected: everyone(401) },
  adminTrialBalance: { expected: everyone(401) },
  adminIntegrityChecks: { expected: everyone(401) },
  adminRunIntegrityCheck: { expected: everyone(401) },
  // Player 360: admin routes (roles: admin-route-matrix.int.test.ts).
  adminPlayer360: { path: '/api/admin/players/someone', expected: everyone(401) },
  adminSignOutEverywhere: { path: '/api/admin/players/someone/sign-out-everywhere', expected: everyone(401) },
  adminResendVerification: { path: '/api/admin/players/someone/resend-verification', expected: everyone(401) },
  consents: { expected: players(200) },
  acceptConsents: {
    body: () => ({ accepted: [{ document: 'terms', version: versionInForce('terms', new Date()).version }] }),
    expected: players(200),
  },
  // Anyone may write to support (visitors give an address); the per-address limit is well above these three.
  createSupportTicket: {
    body: () => ({ email: 'matrix@example.com', topic: 'other', message: 'A question from the route matrix.' }),
    expected: everyone(201),
  },
  // Support tickets: admin routes (roles: legal/support.int.test.ts).
  adminSupportTickets: { expected: everyone(401) },
  adminAnswerSupportTicket: { path: '/api/admin/support/tickets/someone/answer', body: () => ({ text: 'Hi' }), expected: everyone(401) },
  adminCloseSupportTicket: { path: '/api/admin/support/tickets/someone/close', expected: everyone(401) },
  // The catalogue: admin routes (roles: catalogue/catalogue.int.test.ts).
  adminCatalogue: { expected: everyone(401) },
  adminCataloguePreview: { path: '/api/admin/catalogue/package/preview', body: () => ({}), expected: everyone(401) },
  adminCatalogueUpdate: { path: '/api/admin/catalogue/package/coins-1000', body: () => ({}), expected: everyone(401) },
  // Coin adjustments and refunds: admin routes (roles: coin-adjustments.int.test.ts).
  adminAdjustCoins: { path: '/api/admin/players/someone/coin-adjustments', body: () => ({}), expected: everyone(401) },
  adminCoinAdjustments: { expected: everyone(401) },
  adminApproveCoinAdjustment: {
    path: `/api/admin/coin-adjustments/00000000-0000-4000-8000-000000000000/approve`,
    body: () => ({}),
    expected: everyone(401),
  },
  adminRejectCoinAdjustment: {
    path: `/api/admin/coin-adjustments/00000000-0000-4000-8000-000000000000/reject`,
    body: () => ({}),
    expected: everyone(401),
  },
  adminRefundPurchase: {
    path: '/api/admin/players/someone/purchases/p1/refund',
    body: () => ({ reason: 'matrix' }),
    expected: everyone(401),
  },
  // Prize fulfilment: admin routes (roles: admin-route-matrix.int.test.ts).
  fulfilmentQueue: { expected: everyone(401) },
  fulfilmentDetail: { path: '/api/admin/prizes/someone', expected: everyone(401) },
  markPrizeShipped: { path: '/api/admin/prizes/someone/shipped', expected: everyone(401) },
  markPrizeDelivered: { path: '/api/admin/prizes/someone/delivered', expected: everyone(401) },
  markPrizeCashPaid: { path: '/api/admin/prizes/someone/paid', expected: everyone(401) },
  forfeitPrizeByAdmin: { path: '/api/admin/prizes/someone/forfeit', expected: everyone(401) },
  contactWinner: { path: '/api/admin/prizes/someone/contact', expected: everyone(401) },
  exportPrizeWinners: { path: '/api/admin/export/prize-winners?from=2026-11-01&to=2026-11-30', expected: everyone(401) },
  // The draw monitor: admin roles in admin-draws.int.test.ts.
  adminDraws: { expected: everyone(401) },
  adminDrawNow: {
    path: '/api/admin/draws/nfl-bronze/draw-now',
    body: () => ({ drawId: 'nfl-bronze-2026-11-23' }),
    expected: everyone(401),
  },
  adminRetryDrawRun: { path: '/api/admin/draws/runs/nfl-bronze-2026-11-23/retry', expected: everyone(401) },
} satisfies Record<keyof typeof apiRoutes, Row>;

let system: TestSystem;
const sessions = new Map<Role, { email: string; password: string } | null>();
let fixture: Fixture;

beforeAll(async () => {
  system = await startTestSystem({ env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'true' } });
  // Verified, as claiming a prize requires.
  const owner = await signUpVerifiedPlayer(system, 'owner');
  const other = await signUpPlayer(system, 'other');
  sessions.set('anonymous', null).set('player', owner).set('otherPlayer', other);
  const bought = await owner.client.post('/api/shop/purchase', { boostTypeId: 'performance-boost', level: 1 });
  const boost = bought.json?.boost;
  if (typeof boost !== 'object' || boost === null || !('id' in boost) || typeof boost.id !== 'string') throw new Error('purchase failed');
  const teamId = `matrix-team-${owner.userId}`;
  await recordTeam(system.services, { userId: owner.userId, teamId, week: gameWeekOf(system.services.now()).id, currentPoints: 0 });
  const wonAt = system.services.now();
  await awardPrize(system.services, owner.userId, {
    awardId: 'matrix-draw:0',
    drawId: 'matrix-draw',
    raffleId: 'nfl-bronze',
    prizeId: 'nfl-merch-pack',
    name: 'NFL Team Merchandise Pack',
    description: 'A prize for the matrix.',
    value: 250,
    type: 'physical',
    wonAt: wonAt.toISOString(),
    claimDeadline: new Date(wonAt.getTime() + 86_400_000).toISOString(),
  });
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
    const cacheControl = new Set<string | null>();
    for (const role of ['anonymous', 'otherPlayer', 'player'] as const) {
      const client = await clientFor(role);
      const path = row.path ?? route.path;
      const response = await client.request(
        route.method.toUpperCase(),
        path,
        route.method === 'get' ? {} : { body: row.body?.(fixture) ?? {} },
      );
      got[role] = response.status;
      cacheControl.add(response.headers.get('cache-control'));
    }
    expect(got).toEqual(row.expected);
    // What a session sees must not outlive the answer in a cache, whoever asks and whatever the outcome.
    expect([...cacheControl]).toEqual(['no-store']);
  });
});
