import { apiRoutes } from '@fr/contracts/api-routes';
import {
  ADMIN_PAGE_SIZE,
  adminAuditResponseSchema,
  adminAuthStatusResponseSchema,
  adminLoginResponseSchema,
  adminPlayerResponseSchema,
  adminUserSearchResponseSchema,
  type AdminAuditResponse,
  type AdminAuthStatusResponse,
  type AdminLoginRequest,
  type AdminPlayer,
  type AdminSetupRequest,
  type AdminUserSearchResponse,
} from '@fr/contracts/admin';
import { messageResponseSchema, type MessageResponse } from '@fr/contracts/http';
import type { ChangePasswordRequest, ForgotPasswordRequest, ResetPasswordRequest } from '@fr/contracts/accounts';
import { api } from '../lib/api';

const status = { type: 'AdminStatus', id: 'status' } as const;
const users = { type: 'AdminUsers', id: 'LIST' } as const;
/** The audit trail's cache tag: every admin command's mutation invalidates it, whichever resource it lives in. */
export const auditTrailTag = { type: 'AdminAudit', id: 'LIST' } as const;
const audit = auditTrailTag;

const withPath = (path: string, userId: string) => path.replace(':userId', encodeURIComponent(userId));

/** The admin session (spec §7 `/api/admin/auth/*`), the Users tab and the audit trail. */
export const adminApi = api.enhanceEndpoints({ addTagTypes: ['AdminStatus', 'AdminUsers', 'AdminAudit'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminStatus: build.query<AdminAuthStatusResponse, void>({
      query: () => apiRoutes.adminStatus.path,
      responseSchema: adminAuthStatusResponseSchema,
      providesTags: [status],
    }),
    adminLogin: build.mutation<unknown, AdminLoginRequest>({
      query: (body) => ({ url: apiRoutes.adminLogin.path, method: 'POST', body }),
      responseSchema: adminLoginResponseSchema,
      invalidatesTags: [status, users, audit],
    }),
    adminSetup: build.mutation<unknown, AdminSetupRequest>({
      query: (body) => ({ url: apiRoutes.adminSetup.path, method: 'POST', body }),
      responseSchema: adminLoginResponseSchema,
      invalidatesTags: [status],
    }),
    adminLogout: build.mutation<unknown, void>({
      query: () => ({ url: apiRoutes.adminLogout.path, method: 'POST' }),
      responseSchema: messageResponseSchema,
      invalidatesTags: [status],
    }),
    adminForgotPassword: build.mutation<MessageResponse, ForgotPasswordRequest>({
      query: (body) => ({ url: apiRoutes.adminForgotPassword.path, method: 'POST', body }),
      responseSchema: messageResponseSchema,
    }),
    // Every session of the admin ends: the status is asked again.
    adminResetPassword: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: apiRoutes.adminResetPassword.path, method: 'POST', body }),
      responseSchema: messageResponseSchema,
      invalidatesTags: [status],
    }),
    adminChangePassword: build.mutation<MessageResponse, ChangePasswordRequest>({
      query: (body) => ({ url: apiRoutes.adminChangePassword.path, method: 'POST', body }),
      responseSchema: messageResponseSchema,
    }),
    searchPlayers: build.query<AdminUserSearchResponse, { q: string; page: number }>({
      query: ({ q, page }) => ({ url: apiRoutes.adminUsers.path, params: { q, page, pageSize: ADMIN_PAGE_SIZE } }),
      responseSchema: adminUserSearchResponseSchema,
      providesTags: [users],
    }),
    setPlayerLock: build.mutation<{ message: string; user: AdminPlayer }, { userId: string; lock: boolean; reason: string }>({
      query: ({ userId, lock, reason }) => ({
        url: withPath((lock ? apiRoutes.adminLockUser : apiRoutes.adminUnlockUser).path, userId),
        method: 'POST',
        body: { reason },
      }),
      responseSchema: adminPlayerResponseSchema,
      invalidatesTags: [users, audit],
    }),
    getAuditTrail: build.query<AdminAuditResponse, { page: number; personId: string | null }>({
      query: ({ page, personId }) => ({
        url: apiRoutes.adminAuditTrail.path,
        params: { page, pageSize: ADMIN_PAGE_SIZE, ...(personId ? { personId } : {}) },
      }),
      responseSchema: adminAuditResponseSchema,
      providesTags: [audit],
    }),
  }),
});

export const {
  useGetAdminStatusQuery,
  useAdminLoginMutation,
  useAdminLogoutMutation,
  useAdminSetupMutation,
  useAdminForgotPasswordMutation,
  useAdminResetPasswordMutation,
  useAdminChangePasswordMutation,
  useSearchPlayersQuery,
  useSetPlayerLockMutation,
  useGetAuditTrailQuery,
} = adminApi;
