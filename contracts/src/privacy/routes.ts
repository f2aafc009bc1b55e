import { apiPaths } from '../api-paths';
import type { RouteContract } from '../http/route-contract';
import { messageResponseSchema } from '../http/schemas';
import {
  deleteAccountRequestSchema,
  exportFileSchema,
  exportParamsSchema,
  exportResponseSchema,
  privacyStatusResponseSchema,
} from './schemas';

/** The "Your data" routes (issue 21); apiRoutes (contracts/src/api-routes.ts) composes every resource's. */
export const privacyRoutes = {
  privacyStatus: {
    method: 'get',
    path: apiPaths.privacyStatus,
    summary: 'Whether deleting the account asks for the password or for the typed confirmation',
    auth: 'player',
    response: privacyStatusResponseSchema,
  },
  requestDataExport: {
    method: 'post',
    path: apiPaths.requestDataExport,
    summary: 'Build a zip of JSON files holding everything kept about the player: a link now, or e-mailed when large',
    auth: 'player',
    response: exportResponseSchema,
  },
  downloadDataExport: {
    method: 'get',
    path: apiPaths.downloadDataExport,
    summary: 'Download a built export (its owner only, until it expires)',
    auth: 'player',
    params: exportParamsSchema,
    produces: 'application/zip',
    response: exportFileSchema,
  },
  deleteAccount: {
    method: 'post',
    path: apiPaths.deleteAccount,
    summary: 'Erase the account: personal data erased for good, sessions ended; the ledger and draws stay anonymous',
    auth: 'player',
    body: deleteAccountRequestSchema,
    response: messageResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
