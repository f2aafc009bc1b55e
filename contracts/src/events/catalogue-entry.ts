import type { z } from 'zod';

/** One event type: the stream it is appended to, what it means, and its payload schema. */
export interface CatalogueEntry {
  stream: string;
  description: string;
  schema: z.ZodObject;
  /**
   * The payload fields that are personal data of the player the payload's `userId` names. The event store seals them
   * with that player's key on the way in and opens them on the way out, so deleting the key erases them wherever the
   * log is read (crypto-shredding, docs/decisions/0013-crypto-shredding.md). One line per event type.
   */
  personal?: readonly string[];
  /** True when the stream's id ends in a personal value (a claim on a username or an e-mail): the store keys it by a hash. */
  personalStreamId?: boolean;
}
