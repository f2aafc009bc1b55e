import { z } from 'zod';
import {
  authStatusResponseSchema,
  authSuccessResponseSchema,
  messageResponseSchema,
  signInRequestSchema,
  signUpRequestSchema,
  verifyEmailQuerySchema,
} from './auth';
import { coinsResponseSchema } from './coins';
import {
  dashboardResponseSchema,
  oauthCallbackRequestSchema,
  oauthInitiateResponseSchema,
  providerParamSchema,
  raffleTicketsResponseSchema,
  syncResponseSchema,
  teamsResponseSchema,
  tiersResponseSchema,
} from './fantasy';
import {
  affiliatePostbackSchema,
  applyBoostRequestSchema,
  applyBoostResponseSchema,
  bankPurchaseRequestSchema,
  bankPurchaseResponseSchema,
  challengesResponseSchema,
  checkInProgressResponseSchema,
  checkInRequestSchema,
  checkInResponseSchema,
  claimBonusRequestSchema,
  claimBonusResponseSchema,
  coinPackagesResponseSchema,
  earnedCoinsResponseSchema,
  purchaseBoostRequestSchema,
  purchaseResponseSchema,
  purchaseTierUpgradeRequestSchema,
  purchasedBoostsResponseSchema,
  shopBoostsResponseSchema,
} from './economy';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export interface RouteContract {
  method: HttpMethod;
  /** Koa-style path (`/api/teams/:id`). */
  path: string;
  summary: string;
  auth: 'none' | 'player' | 'admin';
  query?: z.ZodType;
  params?: z.ZodType;
  /** Server-to-server webhooks authenticate by signature instead of session + CSRF. */
  csrfExempt?: boolean;
  /** Defaults to JSON; the demo provider's authorize page is HTML. */
  produces?: 'application/json' | 'text/html';
  body?: z.ZodType;
  response: z.ZodType;
  /** Status of the success answer. */
  status?: number;
}

/** Every HTTP route of the API. The OpenAPI document and the no-5xx property test are generated from it. */
export const apiRoutes = {
  authSignUp: {
    method: 'post',
    path: '/api/auth/signup',
    summary: 'Create an account; grants the sign-up coins and sends a verification e-mail',
    auth: 'none',
    body: signUpRequestSchema,
    response: authSuccessResponseSchema,
    status: 201,
  },
  authSignIn: {
    method: 'post',
    path: '/api/auth/signin',
    summary: 'Sign in with e-mail and password',
    auth: 'none',
    body: signInRequestSchema,
    response: authSuccessResponseSchema,
  },
  authSignOut: {
    method: 'post',
    path: '/api/auth/signout',
    summary: 'End the session',
    auth: 'none',
    response: messageResponseSchema,
  },
  authStatus: {
    method: 'get',
    path: '/api/auth/status',
    summary: 'Whether the caller is signed in and the fantasy provider is configured',
    auth: 'none',
    response: authStatusResponseSchema,
  },
  authVerifyEmail: {
    method: 'get',
    path: '/api/auth/verify-email',
    summary: 'Confirm an e-mail address with the token sent at sign-up',
    auth: 'none',
    query: verifyEmailQuerySchema,
    response: messageResponseSchema,
  },
  health: {
    method: 'get',
    path: '/api/health',
    summary: 'Liveness and database reachability',
    auth: 'none',
    response: z.object({ status: z.literal('ok') }),
  },
  openapi: {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document',
    auth: 'none',
    response: z.record(z.string(), z.unknown()),
  },
  coins: {
    method: 'get',
    path: '/api/coins',
    summary: "The signed-in player's coin balance",
    auth: 'player',
    response: coinsResponseSchema,
  },
  oauthInitiate: {
    method: 'post',
    path: '/api/auth/:provider/initiate',
    summary: 'Start connecting the fantasy provider: the authorization URL to open and the state to send back',
    auth: 'player',
    params: providerParamSchema,
    response: oauthInitiateResponseSchema,
  },
  oauthCallback: {
    method: 'post',
    path: '/api/auth/:provider/callback',
    summary: 'Finish connecting: exchange the pasted authorization code',
    auth: 'player',
    params: providerParamSchema,
    body: oauthCallbackRequestSchema,
    response: messageResponseSchema,
  },
  demoAuthorize: {
    method: 'get',
    path: '/api/demo-provider/authorize',
    summary: "The demo provider's consent page (embedded mode): shows the code to paste",
    auth: 'none',
    query: z.object({ state: z.string().max(256).optional(), client_id: z.string().max(256).optional() }),
    response: z.string(),
    produces: 'text/html',
  },
  sync: {
    method: 'post',
    path: '/api/sync',
    summary: "Sync the player's teams from the connected provider now",
    auth: 'player',
    response: syncResponseSchema,
  },
  teams: {
    method: 'get',
    path: '/api/teams',
    summary: "The player's teams grouped by sport",
    auth: 'player',
    response: teamsResponseSchema,
  },
  tiers: {
    method: 'get',
    path: '/api/tiers',
    summary: 'The five tiers from the live tier configuration',
    auth: 'none',
    response: tiersResponseSchema,
  },
  raffleTickets: {
    method: 'get',
    path: '/api/raffle-tickets',
    summary: "The player's raffle tickets",
    auth: 'player',
    response: raffleTicketsResponseSchema,
  },
  dashboard: {
    method: 'get',
    path: '/api/dashboard',
    summary: "The player's dashboard summary",
    auth: 'player',
    response: dashboardResponseSchema,
  },
  challenges: {
    method: 'get', path: '/api/gamification/challenges', summary: "Every challenge with the player's progress",
    auth: 'none', response: challengesResponseSchema,
  },
  checkInProgress: {
    method: 'get', path: '/api/gamification/daily-checkin-progress', summary: "Today's check-in: possible reward and what would raise it",
    auth: 'player', query: z.object({ timeZone: z.string().max(64).optional() }), response: checkInProgressResponseSchema,
  },
  dailyCheckIn: {
    method: 'post', path: '/api/gamification/daily-checkin', summary: "Claim today's check-in (once per local day)",
    auth: 'player', body: checkInRequestSchema, response: checkInResponseSchema,
  },
  claimCategoryBonus: {
    method: 'post', path: '/api/gamification/claim-category-bonus', summary: 'Claim a category bonus, or the ultimate bonus with category all',
    auth: 'player', body: claimBonusRequestSchema, response: claimBonusResponseSchema,
  },
  earnedCoins: {
    method: 'get', path: '/api/coins/earned', summary: 'Coins earned from challenges, check-ins and bonuses',
    auth: 'player', response: earnedCoinsResponseSchema,
  },
  shopBoosts: {
    method: 'get', path: '/api/shop/boosts', summary: 'Boost types with their levels, costs and effects',
    auth: 'none', response: shopBoostsResponseSchema,
  },
  shopPurchase: {
    method: 'post', path: '/api/shop/purchase', summary: 'Buy a boost (Idempotency-Key supported)',
    auth: 'player', body: purchaseBoostRequestSchema, response: purchaseResponseSchema,
  },
  tierUpgradePurchase: {
    method: 'post', path: '/api/tier-upgrades/purchase', summary: "Buy a tier upgrade; the server's price is authoritative",
    auth: 'player', body: purchaseTierUpgradeRequestSchema, response: purchaseResponseSchema,
  },
  purchasedBoosts: {
    method: 'get', path: '/api/shop/purchased', summary: "The player's purchased boosts, applied or not",
    auth: 'player', response: purchasedBoostsResponseSchema,
  },
  applyBoost: {
    method: 'post', path: '/api/boosts/apply', summary: "Apply an unapplied boost to one of the player's inactive teams",
    auth: 'player', body: applyBoostRequestSchema, response: applyBoostResponseSchema,
  },
  coinPackages: {
    method: 'get', path: '/api/bank/packages', summary: 'The coin packages for sale',
    auth: 'none', response: coinPackagesResponseSchema,
  },
  bankPurchase: {
    method: 'post', path: '/api/bank/purchase', summary: 'Buy a coin package (sandbox completes at once; Stripe returns a checkout URL)',
    auth: 'player', body: bankPurchaseRequestSchema, response: bankPurchaseResponseSchema,
  },
  stripeWebhook: {
    method: 'post', path: '/api/payments/stripe/webhook', summary: 'Stripe events (signature-verified); credits coins on checkout.session.completed',
    auth: 'none', csrfExempt: true, response: z.object({ received: z.boolean() }),
  },
  affiliatePostback: {
    method: 'post', path: '/api/affiliate/postback', summary: "A partner's conversion postback (HMAC-signed with the partner's secret)",
    auth: 'none', csrfExempt: true, body: affiliatePostbackSchema, response: z.object({ received: z.boolean() }),
  },
} as const satisfies Record<string, RouteContract>;
export type ApiRouteName = keyof typeof apiRoutes;
