import { apiPaths } from '../api-paths';
import type { RouteContract } from '../http/route-contract';
import {
  catalogueItemParamsSchema,
  catalogueKindParamsSchema,
  cataloguePreviewRequestSchema,
  cataloguePreviewResponseSchema,
  catalogueResponseSchema,
  catalogueUpdateRequestSchema,
  catalogueUpdateResponseSchema,
} from './schemas';

/** The admin Catalogue section (issue 23): read by admins and the auditor, changed by admins only. */
export const catalogueRoutes = {
  adminCatalogue: {
    method: 'get',
    path: apiPaths.adminCatalogue,
    summary: 'Every prize, partner contest, challenge and coin package as players see it now, with its version and last change',
    auth: 'admin',
    adminRoles: ['admin', 'auditor'],
    response: catalogueResponseSchema,
  },
  adminCataloguePreview: {
    method: 'post',
    path: apiPaths.adminCataloguePreview,
    summary: "Check an item's edited fields and answer the card players would see (changes nothing)",
    auth: 'admin',
    adminRoles: ['admin', 'auditor'],
    params: catalogueKindParamsSchema,
    body: cataloguePreviewRequestSchema,
    response: cataloguePreviewResponseSchema,
  },
  adminCatalogueUpdate: {
    method: 'put',
    path: apiPaths.adminCatalogueUpdate,
    summary: 'Change an item (a CatalogueItemChanged event); 409 when it changed since the version the admin edited',
    auth: 'admin',
    adminRoles: ['admin'],
    params: catalogueItemParamsSchema,
    body: catalogueUpdateRequestSchema,
    response: catalogueUpdateResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
