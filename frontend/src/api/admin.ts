import { apiPaths } from '@fr/contracts/api-paths';
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
      query: () => apiPaths.adminStatus,
      responseSchema: import.meta.env.DEV ? adminAuthStatusResponseSchema : undefined,
      providesTags: [status],
    }),
    adminLogin: build.mutation<unknown, AdminLoginRequest>({
      query: (body) => ({ url: apiPaths.adminLogin, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? adminLoginResponseSchema : undefined,
      invalidatesTags: [status, users, audit],
    }),
    adminSetup: build.mutation<unknown, AdminSetupRequest>({
      query: (body) => ({ url: apiPaths.adminSetup, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? adminLoginResponseSchema : undefined,
      invalidatesTags: [status],
    }),
    adminLogout: build.mutation<unknown, void>({
      query: () => ({ url: apiPaths.adminLogout, method: 'POST' }),
      responseSchema: import.meta.env.DEV ? messageResponseSchema : undefined,
      invalidatesTags: [status],
    }),
    adminForgotPassword: build.mutation<MessageResponse, ForgotPasswordRequest>({
      query: (body) => ({ url: apiPaths.adminForgotPassword, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? messageResponseSchema : undefined,
    }),
    // Every session of the admin ends: the status is asked again.
    adminResetPassword: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: apiPaths.adminResetPassword, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? messageResponseSchema : undefined,
      invalidatesTags: [status],
    }),
    adminChangePassword: build.mutation<MessageResponse, ChangePasswordRequest>({
      query: (body) => ({ url: apiPaths.adminChangePassword, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? messageResponseSchema : undefined,
    }),
    searchPlayers: build.query<AdminUserSearchResponse, { q: string; page: number }>({
      query: ({ q, page }) => ({ url: apiPaths.adminUsers, params: { q, page, pageSize: ADMIN_PAGE_SIZE } }),
      responseSchema: import.meta.env.DEV ? adminUserSearchResponseSchema : undefined,
      providesTags: [users],
    }),
    setPlayerLock: build.mutation<{ message: string; user: AdminPlayer }, { userId: string; lock: boolean; reason: string }>({
      query: ({ userId, lock, reason }) => ({
        url: withPath(lock ? apiPaths.adminLockUser : apiPaths.adminUnlockUser, userId),
        method: 'POST',
        body: { reason },
      }),
      responseSchema: import.meta.env.DEV ? adminPlayerResponseSchema : undefined,
      invalidatesTags: [users, audit],
    }),
    getAuditTrail: build.query<AdminAuditResponse, { page: number; personId: string | null }>({
      query: ({ page, personId }) => ({
        url: apiPaths.adminAuditTrail,
        params: { page, pageSize: ADMIN_PAGE_SIZE, ...(personId ? { personId } : {}) },
      }),
      responseSchema: import.meta.env.DEV ? adminAuditResponseSchema : undefined,
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
