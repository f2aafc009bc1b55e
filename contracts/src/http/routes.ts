import { z } from 'zod';
import { apiPaths } from '../api-paths';
import type { RouteContract } from './route-contract';

/** Routes of the platform itself. */
export const systemRoutes = {
  health: {
    method: 'get',
    path: apiPaths.health,
    summary: 'Liveness and database reachability',
    auth: 'none',
    response: z.object({ status: z.literal('ok') }),
  },
  openapi: {
    method: 'get',
    path: apiPaths.openapi,
    summary: 'This document',
    auth: 'none',
    response: z.record(z.string(), z.unknown()),
  },
} as const satisfies Record<string, RouteContract>;
