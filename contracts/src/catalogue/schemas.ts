import { z } from 'zod';
import { adminPersonSchema } from '../admin/schemas';
import {
  MAX_CATALOGUE_DESCRIPTION_LENGTH,
  MAX_CATALOGUE_LABEL_LENGTH,
  MAX_CATALOGUE_NAME_LENGTH,
  MAX_CATALOGUE_URL_LENGTH,
  MAX_CHALLENGE_REWARD_COINS,
  MAX_CONTEST_PRIZE_DOLLARS,
  MAX_PACKAGE_COINS,
  MAX_PACKAGE_PRICE_CENTS,
  MAX_PRIZE_QUANTITY,
  MAX_PRIZE_VALUE_DOLLARS,
  catalogueKinds,
} from './constants';
import { catalogueServerTexts as t } from './texts';

const text = (max: number, message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });
const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
const link = z.string().trim().max(MAX_CATALOGUE_URL_LENGTH, { error: t.catalogueLinkHttps });

/** What an admin edits of a coin package; the checkout charges and credits these at the time of purchase. */
export const packageFieldsSchema = z.strictObject({
  amount: whole(1, MAX_PACKAGE_COINS, t.catalogueCoins),
  bonus: whole(0, MAX_PACKAGE_COINS, t.catalogueBonus),
  priceCents: whole(1, MAX_PACKAGE_PRICE_CENTS, t.cataloguePrice),
  popular: z.boolean(),
});
export type PackageFields = z.infer<typeof packageFieldsSchema>;

/** What an admin edits of a raffle prize or partner offer; its tier, category and raffle stay as shipped. */
export const prizeFieldsSchema = z.strictObject({
  title: text(MAX_CATALOGUE_NAME_LENGTH, t.catalogueName),
  description: text(MAX_CATALOGUE_DESCRIPTION_LENGTH, t.catalogueDescription),
  longDescription: text(MAX_CATALOGUE_DESCRIPTION_LENGTH, t.catalogueDescription),
  prizeValue: text(MAX_CATALOGUE_LABEL_LENGTH, t.catalogueLabel),
  estimatedValue: whole(1, MAX_PRIZE_VALUE_DOLLARS, t.cataloguePrizeValue),
  availableQuantity: whole(0, MAX_PRIZE_QUANTITY, t.catalogueQuantity),
  isFeatured: z.boolean(),
  imageUrl: link.nullable(),
  affiliateUrl: link.nullable(),
});
export type PrizeFields = z.infer<typeof prizeFieldsSchema>;

/** What an admin edits of a partner contest; its platform, sports and lock schedule stay as shipped. */
export const contestFieldsSchema = z.strictObject({
  title: text(MAX_CATALOGUE_NAME_LENGTH, t.catalogueName),
  prize: text(MAX_CATALOGUE_LABEL_LENGTH, t.catalogueLabel),
  prizeValue: whole(0, MAX_CONTEST_PRIZE_DOLLARS, t.catalogueContestPrize),
  description: text(MAX_CATALOGUE_DESCRIPTION_LENGTH, t.catalogueDescription),
  featured: z.boolean(),
  affiliateUrl: link,
});
export type ContestFields = z.infer<typeof contestFieldsSchema>;

/** What an admin edits of a challenge; its type, platform and how it completes stay as shipped. */
export const challengeFieldsSchema = z.strictObject({
  name: text(MAX_CATALOGUE_NAME_LENGTH, t.catalogueName),
  description: text(MAX_CATALOGUE_DESCRIPTION_LENGTH, t.catalogueDescription),
  coinReward: whole(1, MAX_CHALLENGE_REWARD_COINS, t.catalogueReward),
  partnerUrl: link.nullable(),
});
export type ChallengeFields = z.infer<typeof challengeFieldsSchema>;

export const catalogueFieldsSchemas = {
  prize: prizeFieldsSchema,
  contest: contestFieldsSchema,
  challenge: challengeFieldsSchema,
  package: packageFieldsSchema,
} as const;

export interface CatalogueFieldsOf {
  prize: PrizeFields;
  contest: ContestFields;
  challenge: ChallengeFields;
  package: PackageFields;
}

export const catalogueKindSchema = z.enum(catalogueKinds);
export const catalogueKindParamsSchema = z.object({ kind: catalogueKindSchema });
export const catalogueItemParamsSchema = z.object({ kind: catalogueKindSchema, itemId: z.string().min(1).max(64) });

/** A validation issue, named by the field's path in the request body (`fields.priceCents`). */
export const catalogueIssueSchema = z.object({ path: z.string(), message: z.string() });
export type CatalogueIssue = z.infer<typeof catalogueIssueSchema>;

/** How players see an item: the card the Bank, Prizes, Contests or Challenges page draws for it. */
export const cataloguePlayerCardSchema = z.object({
  title: z.string(),
  description: z.string(),
  value: z.string(),
  facts: z.array(z.string()),
  /** Where the card's button leads: the partner's link, or a page of the app. */
  link: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type CataloguePlayerCard = z.infer<typeof cataloguePlayerCardSchema>;

const entryCommon = {
  itemId: z.string(),
  name: z.string(),
  /** 0 as shipped; each change adds one. An edit names the version it started from. */
  version: z.number().int().nonnegative(),
  /** The partner whose hosts its link must be on (null: none). */
  partner: z.string().nullable(),
  allowedHosts: z.array(z.string()),
  card: cataloguePlayerCardSchema,
  changedBy: adminPersonSchema.nullable(),
  changedAt: z.string().nullable(),
};

export const catalogueItemEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('prize'), fields: prizeFieldsSchema, ...entryCommon }),
  z.object({ kind: z.literal('contest'), fields: contestFieldsSchema, ...entryCommon }),
  z.object({ kind: z.literal('challenge'), fields: challengeFieldsSchema, ...entryCommon }),
  z.object({ kind: z.literal('package'), fields: packageFieldsSchema, ...entryCommon }),
]);
export type CatalogueItemEntry = z.infer<typeof catalogueItemEntrySchema>;

export const catalogueResponseSchema = z.object({ entries: z.array(catalogueItemEntrySchema) });
export type CatalogueResponse = z.infer<typeof catalogueResponseSchema>;

/** The fields are checked against the item's kind and partner on the server, each issue naming its field. */
const editedFields = z.record(z.string(), z.unknown());

export const cataloguePreviewRequestSchema = z.object({ itemId: z.string().min(1).max(64), fields: editedFields });
export type CataloguePreviewRequest = z.infer<typeof cataloguePreviewRequestSchema>;
export const cataloguePreviewResponseSchema = z.object({ card: cataloguePlayerCardSchema });
export type CataloguePreviewResponse = z.infer<typeof cataloguePreviewResponseSchema>;

export const catalogueUpdateRequestSchema = z.object({
  /** The edit's id, chosen by the client: a retried request records the change once. */
  commandId: z.uuid(),
  /** The version the admin edited; a change since is refused (409) rather than overwritten. */
  version: z.number().int().nonnegative(),
  fields: editedFields,
});
export type CatalogueUpdateRequest = z.infer<typeof catalogueUpdateRequestSchema>;
export const catalogueUpdateResponseSchema = z.object({ message: z.string(), version: z.number().int().nonnegative() });
