import { apiPaths } from '@fr/contracts/api-paths';
import {
  cataloguePreviewResponseSchema,
  catalogueResponseSchema,
  catalogueUpdateResponseSchema,
  type CatalogueKind,
  type CataloguePreviewRequest,
  type CataloguePreviewResponse,
  type CatalogueResponse,
  type CatalogueUpdateRequest,
} from '@fr/contracts/catalogue';
import { api } from '../lib/api';
import { auditTrailTag } from './admin';

const catalogue = { type: 'AdminCatalogue', id: 'LIST' } as const;

const withItem = (path: string, kind: CatalogueKind, itemId = '') =>
  path.replace(':kind', encodeURIComponent(kind)).replace(':itemId', encodeURIComponent(itemId));

/** The admin Catalogue section's routes (@fr/contracts/catalogue): admin-session calls with their own cache tag. */
export const catalogueApi = api.enhanceEndpoints({ addTagTypes: ['AdminCatalogue', auditTrailTag.type] }).injectEndpoints({
  endpoints: (build) => ({
    getCatalogue: build.query<CatalogueResponse, void>({
      query: () => apiPaths.adminCatalogue,
      responseSchema: import.meta.env.DEV ? catalogueResponseSchema : undefined,
      providesTags: [catalogue],
    }),
    previewCatalogueItem: build.mutation<CataloguePreviewResponse, { kind: CatalogueKind } & CataloguePreviewRequest>({
      query: ({ kind, ...body }) => ({ url: withItem(apiPaths.adminCataloguePreview, kind), method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? cataloguePreviewResponseSchema : undefined,
    }),
    updateCatalogueItem: build.mutation<
      { message: string; version: number },
      { kind: CatalogueKind; itemId: string } & CatalogueUpdateRequest
    >({
      query: ({ kind, itemId, ...body }) => ({ url: withItem(apiPaths.adminCatalogueUpdate, kind, itemId), method: 'PUT', body }),
      responseSchema: import.meta.env.DEV ? catalogueUpdateResponseSchema : undefined,
      invalidatesTags: [catalogue, auditTrailTag],
    }),
  }),
});

export const { useGetCatalogueQuery, usePreviewCatalogueItemMutation, useUpdateCatalogueItemMutation } = catalogueApi;
