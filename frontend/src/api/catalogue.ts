import { apiRoutes } from '@fr/contracts/api-routes';
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
      query: () => apiRoutes.adminCatalogue.path,
      responseSchema: catalogueResponseSchema,
      providesTags: [catalogue],
    }),
    previewCatalogueItem: build.mutation<CataloguePreviewResponse, { kind: CatalogueKind } & CataloguePreviewRequest>({
      query: ({ kind, ...body }) => ({ url: withItem(apiRoutes.adminCataloguePreview.path, kind), method: 'POST', body }),
      responseSchema: cataloguePreviewResponseSchema,
    }),
    updateCatalogueItem: build.mutation<
      { message: string; version: number },
      { kind: CatalogueKind; itemId: string } & CatalogueUpdateRequest
    >({
      query: ({ kind, itemId, ...body }) => ({ url: withItem(apiRoutes.adminCatalogueUpdate.path, kind, itemId), method: 'PUT', body }),
      responseSchema: catalogueUpdateResponseSchema,
      invalidatesTags: [catalogue, auditTrailTag],
    }),
  }),
});

export const { useGetCatalogueQuery, usePreviewCatalogueItemMutation, useUpdateCatalogueItemMutation } = catalogueApi;
