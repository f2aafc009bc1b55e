import { z } from 'zod';
import type { CatalogueEntry } from '../events/catalogue-entry';
import { challengeFieldsSchema, catalogueKindSchema, contestFieldsSchema, packageFieldsSchema, prizeFieldsSchema } from './schemas';

const anyFields = z.union([prizeFieldsSchema, contestFieldsSchema, challengeFieldsSchema, packageFieldsSchema]);

export const catalogueItemChangedSchema = z.object({
  kind: catalogueKindSchema,
  itemId: z.string(),
  /** The item's version after this change (the seed is 0). */
  version: z.number().int().positive(),
  /** Every editable field after the change, and before it. */
  fields: anyFields,
  previous: anyFields,
  /** The admin's command id: a retried request records the change once. */
  commandId: z.string(),
  adminId: z.string(),
  changedAt: z.string(),
});

export const catalogueEvents = {
  CatalogueItemChanged: {
    stream: 'catalogue-{kind}',
    description: 'An admin changed a prize, partner contest, challenge or coin package; players see it at once.',
    schema: catalogueItemChangedSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
