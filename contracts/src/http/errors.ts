import { z } from 'zod';

export const errorCodes = [
  'validation_failed',
  'unauthenticated',
  'forbidden',
  /** The player must declare their date of birth and state first (the client opens the eligibility dialog, then retries). */
  'eligibility_required',
  'csrf_failed',
  'not_found',
  'conflict',
  'idempotency_mismatch',
  'payload_too_large',
  'unsupported_media_type',
  'business_rule',
  'insufficient_coins',
  'insufficient_earned_coins',
  'already_claimed',
  'rate_limited',
  'invalid_token',
  'invalid_signature',
  'token_expired',
  'bad_gateway',
  'internal',
] as const;

export const errorCodeSchema = z.enum(errorCodes);

export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorBodySchema = z.object({
  error: errorCodeSchema,
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** HTTP status for each error code (ARCHITECTURE.md §7). */
export const errorStatus: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  eligibility_required: 403,
  csrf_failed: 403,
  not_found: 404,
  conflict: 409,
  idempotency_mismatch: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  business_rule: 422,
  insufficient_coins: 422,
  insufficient_earned_coins: 422,
  already_claimed: 422,
  rate_limited: 429,
  invalid_token: 400,
  invalid_signature: 401,
  token_expired: 400,
  bad_gateway: 502,
  internal: 500,
};
