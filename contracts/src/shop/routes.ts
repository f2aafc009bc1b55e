import { apiPaths } from '../api-paths';
import type { RouteContract } from '../http/route-contract';
import {
  applyBoostRequestSchema,
  applyBoostResponseSchema,
  equipStyleRequestSchema,
  equipStyleResponseSchema,
  purchaseStyleRequestSchema,
  purchaseStyleResponseSchema,
  stylesResponseSchema,
  purchaseBoostRequestSchema,
  purchaseResponseSchema,
  purchaseTierUpgradeRequestSchema,
  purchasedBoostsResponseSchema,
  shopBoostsResponseSchema,
} from './schemas';

// The spec puts tier upgrades under /api/tier-upgrades/* and applying a boost under /api/boosts/*.
/** The shop routes; apiRoutes (contracts/src/api-routes.ts) composes every resource's. */
export const shopRoutes = {
  shopBoosts: {
    method: 'get',
    path: apiPaths.shopBoosts,
    summary: 'Boost types with their levels, costs and effects',
    auth: 'none',
    response: shopBoostsResponseSchema,
  },
  shopPurchase: {
    method: 'post',
    path: apiPaths.shopPurchase,
    summary: 'Buy a boost (Idempotency-Key supported)',
    auth: 'player',
    body: purchaseBoostRequestSchema,
    response: purchaseResponseSchema,
  },
  tierUpgradePurchase: {
    method: 'post',
    path: apiPaths.tierUpgradePurchase,
    summary: "Buy a tier upgrade; the server's price is authoritative",
    auth: 'player',
    body: purchaseTierUpgradeRequestSchema,
    response: purchaseResponseSchema,
  },
  purchasedBoosts: {
    method: 'get',
    path: apiPaths.purchasedBoosts,
    summary: "The player's purchased boosts, applied or not",
    auth: 'player',
    response: purchasedBoostsResponseSchema,
  },
  applyBoost: {
    method: 'post',
    path: apiPaths.applyBoost,
    summary: "Apply an unapplied boost to one of the player's inactive teams",
    auth: 'player',
    body: applyBoostRequestSchema,
    response: applyBoostResponseSchema,
  },
  // Ours (decision 0015): the Style tab, the shop's one use of purchased coins.
  shopStyles: {
    method: 'get',
    path: apiPaths.shopStyles,
    summary: 'The Style items (avatar frames), which ones the player owns and the one shown',
    auth: 'player',
    response: stylesResponseSchema,
  },
  styleItemPurchase: {
    method: 'post',
    path: apiPaths.styleItemPurchase,
    summary: 'Buy a Style item with any coin, purchased coins first (Idempotency-Key supported)',
    auth: 'player',
    body: purchaseStyleRequestSchema,
    response: purchaseStyleResponseSchema,
  },
  styleItemEquip: {
    method: 'post',
    path: apiPaths.styleItemEquip,
    summary: 'Show an owned Style item on the profile, or none (Idempotency-Key supported)',
    auth: 'player',
    body: equipStyleRequestSchema,
    response: equipStyleResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
