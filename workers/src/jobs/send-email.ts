import { z } from 'zod';
import type { JobDefinition } from '../queue/job-queue';

/**
 * The message travels sealed (mail/sealed-mail.ts): Redis and the queue board never see a link or an address. `key`
 * is the job id (what the mail is about: an event id, a player id), by which a retried job finds it was sent already.
 */
export const sendEmailJob = {
  payload: z.object({ sealed: z.string().min(1), key: z.string().min(1) }),
  result: z.object({ messageId: z.string(), alreadySent: z.boolean().optional() }),
} satisfies JobDefinition;
