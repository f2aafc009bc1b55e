import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH, MIN_PASSWORD_LENGTH } from '../accounts/constants';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE, MAX_LOCK_REASON_LENGTH, adminEnvironments, adminRoles } from './constants';

export const adminRoleSchema = z.enum(adminRoles);

/** Spec §7: username (or e-mail) and password; the code only once a second factor is enrolled. */
export const adminLoginRequestSchema = z.object({
  username: z.string().trim().min(1).max(MAX_EMAIL_LENGTH),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  totpCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .optional(),
});

export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

export const adminProfileSchema = z.object({
  adminId: z.string(),
  username: z.string(),
  email: z.string(),
  role: adminRoleSchema,
});

export type AdminProfile = z.infer<typeof adminProfileSchema>;

export const adminLoginResponseSchema = z.object({ message: z.string(), admin: adminProfileSchema });

/**
 * Spec §3 Admin auth status: authenticated, role. Ours (issue 23): the environment the console's badge shows (to
 * anyone: the login page shows it too), and who is signed in, for its top bar.
 */
export const adminAuthStatusResponseSchema = z.object({
  authenticated: z.boolean(),
  role: adminRoleSchema.nullable(),
  environment: z.enum(adminEnvironments),
  username: z.string().nullable(),
  email: z.string().nullable(),
});

export type AdminAuthStatusResponse = z.infer<typeof adminAuthStatusResponseSchema>;

/** A new admin account, from the CLI or the first-start setup link. */
export const adminAccountInputSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1)
    .max(MAX_USERNAME_LENGTH)
    .regex(/^[A-Za-z0-9_.-]+$/),
  email: z.string().trim().max(MAX_EMAIL_LENGTH).pipe(z.email()),
  password: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH),
});

export type AdminAccountInput = z.infer<typeof adminAccountInputSchema>;

export const adminSetupRequestSchema = adminAccountInputSchema.extend({ token: z.string().min(1).max(200) });

export type AdminSetupRequest = z.infer<typeof adminSetupRequestSchema>;

export const adminTotpEnrolResponseSchema = z.object({
  /** Base32; shown once, for entering by hand. */
  secret: z.string(),
  /** otpauth:// URI for a QR code or an authenticator app. */
  uri: z.string(),
});

export const adminTotpConfirmRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
};

export const adminUserSearchQuerySchema = z.object({ q: z.string().trim().max(MAX_EMAIL_LENGTH).default(''), ...pageQuery });

export const adminPlayerSchema = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  registeredAt: z.string(),
  locked: z.boolean(),
  lockReason: z.string().nullable(),
  lockedAt: z.string().nullable(),
});

export type AdminPlayer = z.infer<typeof adminPlayerSchema>;

const paged = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };

export const adminUserSearchResponseSchema = z.object({ users: z.array(adminPlayerSchema), ...paged });

export type AdminUserSearchResponse = z.infer<typeof adminUserSearchResponseSchema>;

export const playerIdParamsSchema = z.object({ userId: z.string().min(1).max(100) });

export const lockReasonRequestSchema = z.object({ reason: z.string().trim().min(1).max(MAX_LOCK_REASON_LENGTH) });

export const adminPlayerResponseSchema = z.object({ message: z.string(), user: adminPlayerSchema });

/**
 * A person as the operator console shows them (issue 23): by name, with the e-mail beside it where there is one, and
 * the id only on hover or copy. `kind` says which account table the id is from; `system` is the product itself
 * (a job, a webhook), and a player erased since shows as `erased` with no name.
 */
export const adminPersonSchema = z.object({
  id: z.string(),
  kind: z.enum(['player', 'admin', 'system', 'erased']),
  name: z.string(),
  email: z.string().nullable(),
});

export type AdminPerson = z.infer<typeof adminPersonSchema>;

export const adminAuditQuerySchema = z.object({
  ...pageQuery,
  /** Only the entries this admin or player acted in or was the subject of. */
  personId: z.string().trim().min(1).max(100).optional(),
});

export const adminAuditEntrySchema = z.object({
  eventId: z.string(),
  type: z.string(),
  /** What the admin did, in words ("Locked a player"). */
  action: z.string(),
  actor: adminPersonSchema,
  /** The player or admin the action was about, where there is one. */
  subject: adminPersonSchema.nullable(),
  /** The details in words ("Bronze threshold 10 % → 8 %"), never the raw payload; null where there are none. */
  summary: z.string().nullable(),
  recordedAt: z.string(),
});

export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditResponseSchema = z.object({ entries: z.array(adminAuditEntrySchema), ...paged });

export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;
