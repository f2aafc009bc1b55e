import { apiPaths } from '../api-paths';
import type { RouteContract } from '../http/route-contract';
import {
  activityQuerySchema,
  activityResponseSchema,
  profileResponseSchema,
  purchaseLimitRequestSchema,
  selfExclusionRequestSchema,
  settingsResponseSchema,
  updateSettingsRequestSchema,
} from './schemas';

// The spec's profile is sample data in the client; these routes are ours.
/** The profile routes; apiRoutes (contracts/src/api-routes.ts) composes every resource's. */
export const profileRoutes = {
  profile: {
    method: 'get',
    path: apiPaths.profile,
    summary: 'Header and stat tiles: name, e-mail, level and XP from the ledger, prizes, tickets, win rate, streak',
    auth: 'player',
    response: profileResponseSchema,
  },
  profileActivity: {
    method: 'get',
    path: apiPaths.profileActivity,
    summary: 'Every coin movement, ticket, entry and prize with its cause, newest first, paged',
    auth: 'player',
    query: activityQuerySchema,
    response: activityResponseSchema,
  },
  profileSettings: {
    method: 'get',
    path: apiPaths.profileSettings,
    summary: 'Name, time zone, e-mail preferences and responsible-play settings',
    auth: 'player',
    response: settingsResponseSchema,
  },
  updateProfileSettings: {
    method: 'put',
    path: apiPaths.updateProfileSettings,
    summary: 'Change name, time zone and e-mail preferences',
    auth: 'player',
    body: updateSettingsRequestSchema,
    response: settingsResponseSchema,
  },
  setPurchaseLimit: {
    method: 'put',
    path: apiPaths.setPurchaseLimit,
    summary: 'Set the monthly coin-purchase limit (lower at once, higher after a day)',
    auth: 'player',
    body: purchaseLimitRequestSchema,
    response: settingsResponseSchema,
  },
  startSelfExclusion: {
    method: 'post',
    path: apiPaths.startSelfExclusion,
    summary: 'Block purchases and raffle entries for 7, 30, 90 or 180 days',
    auth: 'player',
    body: selfExclusionRequestSchema,
    response: settingsResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
