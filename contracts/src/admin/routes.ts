import { apiPaths } from '../api-paths';
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
    path: apiPaths.adminLogin,
    summary: 'Admin sign-in by username or e-mail and password (and the TOTP code once enrolled)',
    auth: 'none',
    body: adminLoginRequestSchema,
    response: adminLoginResponseSchema,
  },
  adminLogout: {
    method: 'post',
    path: apiPaths.adminLogout,
    summary: 'End the admin session',
    auth: 'none',
    response: messageResponseSchema,
  },
  adminStatus: {
    method: 'get',
    path: apiPaths.adminStatus,
    summary: 'Whether the caller has an admin session, and its role (polled every 30 s)',
    auth: 'none',
    response: adminAuthStatusResponseSchema,
  },
  // Not in the spec: the first-start setup link (issue 11) posts here.
  adminSetup: {
    method: 'post',
    path: apiPaths.adminSetup,
    summary:
      'Create the first admin through the one-time setup link written to the log (dead once any admin exists), and sign it in (in production only once it enrolled a second factor)',
    auth: 'none',
    body: adminSetupRequestSchema,
    response: adminLoginResponseSchema,
    status: 201,
  },
  adminTotpEnrol: {
    method: 'post',
    path: apiPaths.adminTotpEnrol,
    summary: 'Start enrolling a TOTP second factor for the signed-in admin: the secret and otpauth URI, shown once',
    auth: 'admin',
    response: adminTotpEnrolResponseSchema,
  },
  adminTotpConfirm: {
    method: 'post',
    path: apiPaths.adminTotpConfirm,
    summary: 'Confirm the TOTP enrolment with a current code; sign-in needs a code from then on',
    auth: 'admin',
    body: adminTotpConfirmRequestSchema,
    response: messageResponseSchema,
  },
  adminUsers: {
    method: 'get',
    path: apiPaths.adminUsers,
    summary: 'Search players by username or e-mail prefix, paged, with their lock status',
    auth: 'admin',
    query: adminUserSearchQuerySchema,
    response: adminUserSearchResponseSchema,
  },
  adminLockUser: {
    method: 'post',
    path: apiPaths.adminLockUser,
    summary: 'Lock a player account with a reason: it can no longer sign in or spend',
    auth: 'admin',
    adminRoles: ['admin'],
    params: playerIdParamsSchema,
    body: lockReasonRequestSchema,
    response: adminPlayerResponseSchema,
  },
  adminUnlockUser: {
    method: 'post',
    path: apiPaths.adminUnlockUser,
    summary: 'Unlock a locked player account with a reason',
    auth: 'admin',
    adminRoles: ['admin'],
    params: playerIdParamsSchema,
    body: lockReasonRequestSchema,
    response: adminPlayerResponseSchema,
  },
  adminAuditTrail: {
    method: 'get',
    path: apiPaths.adminAuditTrail,
    summary: 'Every admin action, newest first, paged',
    auth: 'admin',
    adminRoles: ['admin', 'auditor'],
    query: adminAuditQuerySchema,
    response: adminAuditResponseSchema,
  },
  // Ours (issue 21): an admin who forgot the password resets it by e-mail; every admin session then ends.
  adminForgotPassword: {
    method: 'post',
    path: apiPaths.adminForgotPassword,
    summary: 'Ask for an admin password reset link: the same answer whether or not the address belongs to an admin',
    auth: 'none',
    body: forgotPasswordRequestSchema,
    response: messageResponseSchema,
  },
  adminResetPassword: {
    method: 'post',
    path: apiPaths.adminResetPassword,
    summary: "Set a new admin password with a reset link's token (once, within an hour); ends every session of that admin",
    auth: 'none',
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
  },
  adminChangePassword: {
    method: 'post',
    path: apiPaths.adminChangePassword,
    summary: "Change the signed-in admin's password with the current one; ends the admin's other sessions",
    auth: 'admin',
    body: changePasswordRequestSchema,
    response: messageResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
