import { z } from 'zod';
import type { JobDefinition } from '../queue/job-queue';

export const sendEmailJob = {
  payload: z.object({
    to: z.email(),
    subject: z.string().min(1),
    text: z.string(),
    html: z.string().optional(),
  }),
  result: z.object({ messageId: z.string() }),
} satisfies JobDefinition;
