import { apiRoutes } from '@fr/contracts/api-routes';
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
      query: (page) => ({ url: apiRoutes.notifications.path, params: { page, pageSize: NOTIFICATIONS_PAGE_SIZE } }),
      responseSchema: notificationsResponseSchema,
      providesTags: ['Notifications'],
    }),
    markNotificationsRead: build.mutation<MarkNotificationsReadResponse, MarkNotificationsReadRequest>({
      query: (body) => ({ url: apiRoutes.markNotificationsRead.path, method: 'POST', body }),
      responseSchema: markNotificationsReadResponseSchema,
      invalidatesTags: ['Notifications'],
    }),
  }),
});

export const { useGetNotificationsQuery, useMarkNotificationsReadMutation } = notificationsApi;
