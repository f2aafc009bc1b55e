import { apiPaths } from '../api-paths';
import type { RouteContract } from '../http/route-contract';
import { messageResponseSchema } from '../http/schemas';
import { playerIdParamsSchema } from '../admin/schemas';
import { player360ResponseSchema } from './schemas';

/** The operator console's player page (issue 23 item 3) and its actions apart from lock and unlock (admin routes). */
export const player360Routes = {
  adminPlayer360: {
    method: 'get',
    path: apiPaths.adminPlayer360,
    summary:
      'One player for the operator console: account, balance by lot, purchases, teams, tickets, entries, prizes, notifications, sessions, eligibility (no date of birth), limits and the latest ledger events',
    auth: 'admin',
    adminRoles: ['admin', 'auditor'],
    params: playerIdParamsSchema,
    response: player360ResponseSchema,
  },
  adminSignOutEverywhere: {
    method: 'post',
    path: apiPaths.adminSignOutEverywhere,
    summary: "End every session of the player: each of the player's devices must sign in again",
    auth: 'admin',
    adminRoles: ['admin'],
    params: playerIdParamsSchema,
    response: messageResponseSchema,
  },
  adminResendVerification: {
    method: 'post',
    path: apiPaths.adminResendVerification,
    summary: "Send the player a new e-mail verification link (409 when already verified; the player's own rate limit applies)",
    auth: 'admin',
    adminRoles: ['admin'],
    params: playerIdParamsSchema,
    response: messageResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
