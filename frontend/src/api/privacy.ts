import { apiPaths } from '@fr/contracts/api-paths';
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
      query: () => apiPaths.privacyStatus,
      responseSchema: import.meta.env.DEV ? privacyStatusResponseSchema : undefined,
    }),
    requestDataExport: build.mutation<ExportResponse, void>({
      query: () => ({ url: apiPaths.requestDataExport, method: 'POST' }),
      responseSchema: import.meta.env.DEV ? exportResponseSchema : undefined,
    }),
    deleteAccount: build.mutation<MessageResponse, DeleteAccountRequest>({
      query: (body) => ({ url: apiPaths.deleteAccount, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? messageResponseSchema : undefined,
      // The account is gone: the status says signed out, and nothing of the player's stays cached.
      invalidatesTags: ['AuthStatus'],
    }),
  }),
});

export const { useGetPrivacyStatusQuery, useRequestDataExportMutation, useDeleteAccountMutation } = privacyApi;
