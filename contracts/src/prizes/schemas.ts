import { z } from 'zod';
import { shippingAddressSchema } from '../eligibility/schemas';
import { prizeCategories, prizeCategoryFilters, prizeRarities, prizeTierNames, wonPrizeStatuses, wonPrizeTypes } from './constants';

/** A prize of the catalogue (§3 Prize catalogue item). */
export const prizeCatalogueItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  longDescription: z.string(),
  category: z.enum(prizeCategories),
  subCategory: z.string(),
  /** The value as shown ("$250"); `estimatedValue` is the same in US dollars. */
  prizeValue: z.string(),
  estimatedValue: z.number().int().positive(),
  rarity: z.enum(prizeRarities),
  tierRequired: z.enum(prizeTierNames),
  availableQuantity: z.number().int().nonnegative(),
  isFeatured: z.boolean(),
  /** Partner offers only; raffle prizes have none. */
  affiliateUrl: z.string().nullable(),
  affiliatePartner: z.string().nullable(),
  callToAction: z.string(),
  requirements: z.array(z.string()),
  tags: z.array(z.string()),
  /** Ours (issue 23): the prize's picture, an https address an admin sets in the catalogue; none in the seed. */
  imageUrl: z.string().nullish(),
});
export type PrizeCatalogueItem = z.infer<typeof prizeCatalogueItemSchema>;

export const prizeCatalogueQuerySchema = z.object({ category: z.enum(prizeCategoryFilters).default('all') });

export const prizeCatalogueResponseSchema = z.object({
  prizes: z.array(prizeCatalogueItemSchema),
  /** At most four (§9). */
  featured: z.array(prizeCatalogueItemSchema),
});
export type PrizeCatalogueResponse = z.infer<typeof prizeCatalogueResponseSchema>;

/** A prize the player won (§3 Won prize), plus where it came from. */
export const wonPrizeSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** In US dollars. */
  value: z.number().int().positive(),
  type: z.enum(wonPrizeTypes),
  status: z.enum(wonPrizeStatuses),
  wonDate: z.string(),
  claimDeadline: z.string(),
  description: z.string(),
  /** Issued when the claim is accepted. */
  redeemCode: z.string().nullable(),
  prizeId: z.string(),
  drawId: z.string(),
  raffleId: z.string(),
  /** Whether the claim must carry tax details (value of $600 or more). */
  taxDetailsRequired: z.boolean(),
  /** Whether the claim must carry a shipping address (a physical prize: merchandise, tickets, packages; not cash). */
  shippingAddressRequired: z.boolean(),
});
export type WonPrize = z.infer<typeof wonPrizeSchema>;

export const wonPrizesResponseSchema = z.object({ prizes: z.array(wonPrizeSchema) });
export type WonPrizesResponse = z.infer<typeof wonPrizesResponseSchema>;

export const wonPrizeParamsSchema = z.object({ prizeId: z.string().min(1).max(200) });

/** What a US sweepstakes needs for prizes of $600 or more (IRS Form W-9 data). Kept encrypted, never in the log. */
export const taxDetailsSchema = z.object({
  legalName: z.string().trim().min(2).max(120),
  addressLine: z.string().trim().min(3).max(200),
  city: z.string().trim().min(2).max(80),
  postalCode: z.string().regex(/^\d{5}(-\d{4})?$/, { error: 'Enter a 5-digit ZIP code.' }),
  /** Social security or taxpayer id: nine digits, dashes optional. */
  taxId: z.string().regex(/^\d{3}-?\d{2}-?\d{4}$/, { error: 'Enter a 9-digit SSN or ITIN.' }),
});
export type TaxDetails = z.infer<typeof taxDetailsSchema>;

/**
 * The winner's claim: eligibility is checked again against the date of birth and state they declared (the eligibility
 * feature), with tax details when the prize needs them and a shipping address for a physical prize.
 */
export const claimPrizeRequestSchema = z.object({
  acceptRules: z.literal(true, { error: 'Please accept the official rules.' }),
  taxDetails: taxDetailsSchema.optional(),
  shippingAddress: shippingAddressSchema.optional(),
});
export type ClaimPrizeRequest = z.infer<typeof claimPrizeRequestSchema>;

export const wonPrizeResponseSchema = z.object({ prize: wonPrizeSchema });
export type WonPrizeResponse = z.infer<typeof wonPrizeResponseSchema>;
