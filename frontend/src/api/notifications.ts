import { apiPaths } from '@fr/contracts/api-paths';
import {
  NOTIFICATIONS_PAGE_SIZE,
  markNotificationsReadResponseSchema,
  notificationsResponseSchema,
  type MarkNotificationsReadRequest,
  type MarkNotificationsReadResponse,
  type NotificationsResponse,
} from '@fr/contracts/notifications';
import { api } from '../lib/api';

/** The inbox behind the bell, and marking it read. */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationsResponse, number>({
      query: (page) => ({ url: apiPaths.notifications, params: { page, pageSize: NOTIFICATIONS_PAGE_SIZE } }),
      responseSchema: import.meta.env.DEV ? notificationsResponseSchema : undefined,
      providesTags: ['Notifications'],
    }),
    markNotificationsRead: build.mutation<MarkNotificationsReadResponse, MarkNotificationsReadRequest>({
      query: (body) => ({ url: apiPaths.markNotificationsRead, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? markNotificationsReadResponseSchema : undefined,
      invalidatesTags: ['Notifications'],
    }),
  }),
});

export const { useGetNotificationsQuery, useMarkNotificationsReadMutation } = notificationsApi;
