import type { z } from 'zod';

/** One event type: the stream it is appended to, what it means, and its payload schema. */
export interface CatalogueEntry {
  stream: string;
  description: string;
  schema: z.ZodObject;
}
