import { z } from 'zod';
import type { JobDefinition } from '../queue/job-queue';

/** The message travels sealed (mail/sealed-mail.ts): Redis and the queue board never see a link or an address. */
export const sendEmailJob = {
  payload: z.object({ sealed: z.string().min(1) }),
  result: z.object({ messageId: z.string() }),
} satisfies JobDefinition;
