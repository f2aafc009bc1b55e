import { apiRoutes } from '@fr/contracts/api-routes';
import { messageResponseSchema, type MessageResponse } from '@fr/contracts/http';
import {
  exportResponseSchema,
  privacyStatusResponseSchema,
  type DeleteAccountRequest,
  type ExportResponse,
  type PrivacyStatusResponse,
} from '@fr/contracts/privacy';
import { api } from '../lib/api';

/** "Your data": the export and the account's deletion. */
export const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrivacyStatus: build.query<PrivacyStatusResponse, void>({
      query: () => apiRoutes.privacyStatus.path,
      responseSchema: privacyStatusResponseSchema,
    }),
    requestDataExport: build.mutation<ExportResponse, void>({
      query: () => ({ url: apiRoutes.requestDataExport.path, method: 'POST' }),
      responseSchema: exportResponseSchema,
    }),
    deleteAccount: build.mutation<MessageResponse, DeleteAccountRequest>({
      query: (body) => ({ url: apiRoutes.deleteAccount.path, method: 'POST', body }),
      responseSchema: messageResponseSchema,
      // The account is gone: the status says signed out, and nothing of the player's stays cached.
      invalidatesTags: ['AuthStatus'],
    }),
  }),
});

export const { useGetPrivacyStatusQuery, useRequestDataExportMutation, useDeleteAccountMutation } = privacyApi;
