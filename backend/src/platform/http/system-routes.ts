import Router from '@koa/router';
import type pg from 'pg';
import { apiRoutes, buildOpenApiDocument } from '@fr/contracts';
import { contractRoute } from './contract-route';

export function systemRoutes(pool: pg.Pool): Router {
  const router = new Router();
  const document = buildOpenApiDocument();
  contractRoute(router, apiRoutes.health, async () => {
    await pool.query('SELECT 1');
    return { status: 'ok' as const };
  });
  contractRoute(router, apiRoutes.openapi, async () => document as unknown as Record<string, unknown>);
  return router;
}
