import { z } from 'zod';
import { positiveInt } from '../http/schemas';
import { boostCategories, styleItemIds } from './constants';

const effectDataSchema = z.union([
  z.object({ type: z.literal('odds_boost'), oddsIncrease: z.number(), description: z.string() }),
  z.object({ type: z.literal('performance_reduction'), tiers: z.array(z.number()).length(5) }),
  z.object({ type: z.literal('tier_upgrade'), upgradeCount: z.number().int(), targetTier: z.string() }),
  z.object({ type: z.literal('ticket_multiplier'), multiplier: z.number().int(), description: z.string() }),
]);

export const shopBoostTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(boostCategories),
  icon: z.string(),
  userLevel: z.number().int(),
  levels: z.array(z.object({ level: z.number().int(), code: z.string(), coinCost: z.number().int(), effectData: effectDataSchema })),
});

export type ShopBoostType = z.infer<typeof shopBoostTypeSchema>;

export const shopBoostsResponseSchema = z.array(shopBoostTypeSchema);

export const purchaseBoostRequestSchema = z.object({ boostTypeId: z.string().min(1).max(64), level: positiveInt.max(100) });
export type PurchaseBoostRequest = z.infer<typeof purchaseBoostRequestSchema>;

export const purchaseTierUpgradeRequestSchema = z.object({
  upgradeType: z.enum(['bronze_upgrade', 'silver_upgrade', 'gold_upgrade', 'platinum_upgrade']),
  cost: positiveInt,
});
export type PurchaseTierUpgradeRequest = z.infer<typeof purchaseTierUpgradeRequestSchema>;

export const purchasedBoostSchema = z.object({
  id: z.string(),
  boostTypeId: z.string(),
  boostType: z.string(),
  name: z.string(),
  description: z.string(),
  applied: z.boolean(),
  appliedToTeamName: z.string().nullable(),
  appliedAt: z.string().nullable(),
  purchasedAt: z.string(),
});

export type PurchasedBoost = z.infer<typeof purchasedBoostSchema>;

export const purchasedBoostsResponseSchema = z.object({ boosts: z.array(purchasedBoostSchema) });

export const purchaseResponseSchema = z.object({ message: z.string(), boost: purchasedBoostSchema, coins: z.number().int() });
export type PurchaseResponse = z.infer<typeof purchaseResponseSchema>;

export const applyBoostRequestSchema = z.object({ boostId: z.string().min(1).max(128), teamId: z.string().min(1).max(128) });
export type ApplyBoostRequest = z.infer<typeof applyBoostRequestSchema>;

export const applyBoostResponseSchema = z.object({ message: z.string(), boost: purchasedBoostSchema });

export const styleItemSchema = z.object({
  id: z.enum(styleItemIds),
  name: z.string(),
  coinCost: z.number().int(),
  owned: z.boolean(),
  equipped: z.boolean(),
});
export type StyleItem = z.infer<typeof styleItemSchema>;

/** The Style items with what the player owns and shows (one at a time, or none). */
export const stylesResponseSchema = z.object({ items: z.array(styleItemSchema), equipped: z.enum(styleItemIds).nullable() });
export type StylesResponse = z.infer<typeof stylesResponseSchema>;

export const purchaseStyleRequestSchema = z.object({ itemId: z.enum(styleItemIds) });
export type PurchaseStyleRequest = z.infer<typeof purchaseStyleRequestSchema>;

export const purchaseStyleResponseSchema = z.object({ message: z.string(), styles: stylesResponseSchema, coins: z.number().int() });
export type PurchaseStyleResponse = z.infer<typeof purchaseStyleResponseSchema>;

export const equipStyleRequestSchema = z.object({ itemId: z.enum(styleItemIds).nullable() });
export type EquipStyleRequest = z.infer<typeof equipStyleRequestSchema>;

export const equipStyleResponseSchema = z.object({ message: z.string(), styles: stylesResponseSchema });
