import { z } from 'zod';

export const positiveInt = z.number({ error: 'Must be a whole number.' }).int({ error: 'Must be a whole number.' }).positive();

export const messageResponseSchema = z.object({ message: z.string() });

export type MessageResponse = z.infer<typeof messageResponseSchema>;
