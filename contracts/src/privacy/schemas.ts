import { z } from 'zod';

/** Deleting an account: the password when it has one; otherwise the confirmation word typed out. */
export const deleteAccountRequestSchema = z.object({
  password: z.string().max(200).optional(),
  confirmation: z.string().max(50).optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** What the Settings section needs to ask the right confirmation. */
export const privacyStatusResponseSchema = z.object({ hasPassword: z.boolean() });
export type PrivacyStatusResponse = z.infer<typeof privacyStatusResponseSchema>;

/** A small export is ready to download now; a large one is built by a job and its link e-mailed. */
export const exportResponseSchema = z.discriminatedUnion('delivery', [
  z.object({ delivery: z.literal('download'), downloadUrl: z.string(), expiresAt: z.string() }),
  z.object({ delivery: z.literal('email'), message: z.string() }),
]);
export type ExportResponse = z.infer<typeof exportResponseSchema>;

export const exportParamsSchema = z.object({ exportId: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });

/** The zip itself: the route sends its bytes, the contract types them as the body text OpenAPI can describe. */
export const exportFileSchema = z.string();
