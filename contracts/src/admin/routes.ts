import type { RouteContract } from '../http/route-contract';
import { messageResponseSchema } from '../http/schemas';
import { changePasswordRequestSchema, forgotPasswordRequestSchema, resetPasswordRequestSchema } from '../accounts/schemas';
import {
  adminAuditQuerySchema,
  adminAuditResponseSchema,
  adminAuthStatusResponseSchema,
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  adminPlayerResponseSchema,
  adminSetupRequestSchema,
  adminTotpConfirmRequestSchema,
  adminTotpEnrolResponseSchema,
  adminUserSearchQuerySchema,
  adminUserSearchResponseSchema,
  lockReasonRequestSchema,
  playerIdParamsSchema,
} from './schemas';

/**
 * The admin identity routes (spec §7 `/api/admin/auth/*`) and the Users tab. `auth: 'admin'` needs an admin session;
 * `adminRoles` narrows it to those roles (absent: every admin role).
 */
export const adminRoutes = {
  adminLogin: {
    method: 'post',
    path: '/api/admin/auth/login',
    summary: 'Admin sign-in by username or e-mail and password (and the TOTP code once enrolled)',
    auth: 'none',
    body: adminLoginRequestSchema,
    response: adminLoginResponseSchema,
  },
  adminLogout: {
    method: 'post',
    path: '/api/admin/auth/logout',
    summary: 'End the admin session',
    auth: 'none',
    response: messageResponseSchema,
  },
  adminStatus: {
    method: 'get',
    path: '/api/admin/auth/status',
    summary: 'Whether the caller has an admin session, and its role (polled every 30 s)',
    auth: 'none',
    response: adminAuthStatusResponseSchema,
  },
  // Not in the spec: the first-start setup link (issue 11) posts here.
  adminSetup: {
    method: 'post',
    path: '/api/admin/auth/setup',
    summary:
      'Create the first admin through the one-time setup link written to the log (dead once any admin exists), and sign it in (in production only once it enrolled a second factor)',
    auth: 'none',
    body: adminSetupRequestSchema,
    response: adminLoginResponseSchema,
    status: 201,
  },
  adminTotpEnrol: {
    method: 'post',
    path: '/api/admin/auth/totp',
    summary: 'Start enrolling a TOTP second factor for the signed-in admin: the secret and otpauth URI, shown once',
    auth: 'admin',
    response: adminTotpEnrolResponseSchema,
  },
  adminTotpConfirm: {
    method: 'post',
    path: '/api/admin/auth/totp/confirm',
    summary: 'Confirm the TOTP enrolment with a current code; sign-in needs a code from then on',
    auth: 'admin',
    body: adminTotpConfirmRequestSchema,
    response: messageResponseSchema,
  },
  adminUsers: {
    method: 'get',
    path: '/api/admin/users',
    summary: 'Search players by username or e-mail prefix, paged, with their lock status',
    auth: 'admin',
    query: adminUserSearchQuerySchema,
    response: adminUserSearchResponseSchema,
  },
  adminLockUser: {
    method: 'post',
    path: '/api/admin/users/:userId/lock',
    summary: 'Lock a player account with a reason: it can no longer sign in or spend',
    auth: 'admin',
    adminRoles: ['admin'],
    params: playerIdParamsSchema,
    body: lockReasonRequestSchema,
    response: adminPlayerResponseSchema,
  },
  adminUnlockUser: {
    method: 'post',
    path: '/api/admin/users/:userId/unlock',
    summary: 'Unlock a locked player account with a reason',
    auth: 'admin',
    adminRoles: ['admin'],
    params: playerIdParamsSchema,
    body: lockReasonRequestSchema,
    response: adminPlayerResponseSchema,
  },
  adminAuditTrail: {
    method: 'get',
    path: '/api/admin/audit',
    summary: 'Every admin action, newest first, paged',
    auth: 'admin',
    adminRoles: ['admin', 'auditor'],
    query: adminAuditQuerySchema,
    response: adminAuditResponseSchema,
  },
  // Ours (issue 21): an admin who forgot the password resets it by e-mail; every admin session then ends.
  adminForgotPassword: {
    method: 'post',
    path: '/api/admin/auth/password/forgot',
    summary: 'Ask for an admin password reset link: the same answer whether or not the address belongs to an admin',
    auth: 'none',
    body: forgotPasswordRequestSchema,
    response: messageResponseSchema,
  },
  adminResetPassword: {
    method: 'post',
    path: '/api/admin/auth/password/reset',
    summary: "Set a new admin password with a reset link's token (once, within an hour); ends every session of that admin",
    auth: 'none',
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
  },
  adminChangePassword: {
    method: 'post',
    path: '/api/admin/auth/password/change',
    summary: "Change the signed-in admin's password with the current one; ends the admin's other sessions",
    auth: 'admin',
    body: changePasswordRequestSchema,
    response: messageResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
