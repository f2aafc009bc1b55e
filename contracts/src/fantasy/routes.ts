import { z } from 'zod';
import { apiPaths } from '../api-paths';
import type { RouteContract } from '../http/route-contract';
import { adminSectionRoles } from '../admin/constants';
import { messageResponseSchema } from '../http/schemas';
import {
  tierAdminConfigsResponseSchema,
  tierConfigUpdateSchema,
  tierNameParamsSchema,
  tierWhatIfResponseSchema,
  dashboardResponseSchema,
  oauthCallbackRequestSchema,
  oauthInitiateResponseSchema,
  providerParamSchema,
  raffleTicketsResponseSchema,
  syncResponseSchema,
  teamsResponseSchema,
  tiersResponseSchema,
} from './schemas';

// The spec puts connecting the provider under /api/auth/{provider}/* and the rest at the top of /api; the demo provider is ours.
/** The fantasy routes; apiRoutes (contracts/src/api-routes.ts) composes every resource's. */
export const fantasyRoutes = {
  oauthInitiate: {
    method: 'post',
    path: apiPaths.oauthInitiate,
    summary: 'Start connecting the fantasy provider: the authorization URL to open and the state to send back',
    auth: 'player',
    params: providerParamSchema,
    response: oauthInitiateResponseSchema,
  },
  oauthCallback: {
    method: 'post',
    path: apiPaths.oauthCallback,
    summary: 'Finish connecting: exchange the pasted authorization code',
    auth: 'player',
    params: providerParamSchema,
    body: oauthCallbackRequestSchema,
    response: messageResponseSchema,
  },
  demoAuthorize: {
    method: 'get',
    path: apiPaths.demoAuthorize,
    summary: "The demo provider's consent page (embedded mode): shows the code to paste",
    auth: 'none',
    query: z.object({ state: z.string().max(256).optional(), client_id: z.string().max(256).optional() }),
    response: z.string(),
    produces: 'text/html',
  },
  sync: {
    method: 'post',
    path: apiPaths.sync,
    summary: "Sync the player's teams from the connected provider now",
    auth: 'player',
    response: syncResponseSchema,
  },
  teams: {
    method: 'get',
    path: apiPaths.teams,
    summary: "The player's teams grouped by sport",
    auth: 'player',
    response: teamsResponseSchema,
  },
  tiers: {
    method: 'get',
    path: apiPaths.tiers,
    summary: 'The five tiers from the live tier configuration',
    auth: 'none',
    response: tiersResponseSchema,
  },
  raffleTickets: {
    method: 'get',
    path: apiPaths.raffleTickets,
    summary: "The player's raffle tickets",
    auth: 'player',
    response: raffleTicketsResponseSchema,
  },
  dashboard: {
    method: 'get',
    path: apiPaths.dashboard,
    summary: "The player's dashboard summary",
    auth: 'player',
    response: dashboardResponseSchema,
  },
  adminTierConfigs: {
    method: 'get',
    path: apiPaths.adminTierConfigs,
    summary: "The live tier configuration with each tier's last change",
    auth: 'admin',
    adminRoles: adminSectionRoles.settings,
    response: tierAdminConfigsResponseSchema,
  },
  updateTierConfig: {
    method: 'put',
    path: apiPaths.updateTierConfig,
    summary: "Change a tier's threshold, ticket count or prize pool (an event with who, when, before and after)",
    auth: 'admin',
    adminRoles: ['admin'],
    params: tierNameParamsSchema,
    body: tierConfigUpdateSchema,
    response: messageResponseSchema,
  },
  tierWhatIf: {
    method: 'post',
    path: apiPaths.tierWhatIf,
    summary: "Last week's teams scored under a proposed value: tickets per tier before and after (changes nothing)",
    auth: 'admin',
    adminRoles: adminSectionRoles.settings,
    params: tierNameParamsSchema,
    body: tierConfigUpdateSchema,
    response: tierWhatIfResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
