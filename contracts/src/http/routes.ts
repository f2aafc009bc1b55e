import { z } from 'zod';
import type { RouteContract } from './route-contract';

/** Routes of the platform itself. */
export const systemRoutes = {
  health: {
    method: 'get',
    path: '/api/health',
    summary: 'Liveness and database reachability',
    auth: 'none',
    response: z.object({ status: z.literal('ok') }),
  },
  openapi: {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document',
    auth: 'none',
    response: z.record(z.string(), z.unknown()),
  },
} as const satisfies Record<string, RouteContract>;
