import { z } from 'zod';
import type { CatalogueEntry } from '../events/catalogue-entry';

export const accountErasedSchema = z.object({
  userId: z.string(),
  erasedAt: z.string(),
  /** When the tax details kept for the law are erased too (null: the player had none). */
  taxRecordsUntil: z.string().nullable(),
});

/** The privacy events: stream, meaning and payload schema of each (docs/events.md is generated from them). */
export const privacyEvents = {
  AccountErased: {
    stream: 'account-{userId}',
    description:
      'The player deleted their account: their data key is gone (their personal fields read as erased everywhere), read models forget them, the ledger and draws keep the anonymous id.',
    schema: accountErasedSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
