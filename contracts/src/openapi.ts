import { OpenAPIRegistry, OpenApiGeneratorV31, extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { apiRoutes } from './api-routes';
import { errorBodySchema, errorStatus } from './http/errors';
import type { RouteContract } from './http/route-contract';

extendZodWithOpenApi(z);

const errorResponse = { description: 'Error', content: { 'application/json': { schema: errorBodySchema } } };

/** The OpenAPI 3.1 document, generated from the route contracts (served at /api/openapi.json, saved in docs/). */
export function buildOpenApiDocument(): ReturnType<OpenApiGeneratorV31['generateDocument']> {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'session', { type: 'apiKey', in: 'cookie', name: 'sid' });
  // The route's name in the contracts is its operationId: unique, stable, and what a generated client calls it.
  for (const [operationId, route] of Object.entries(apiRoutes) as Array<[string, RouteContract]>) {
    const statuses = new Set<number>([400, 429, 500]);
    if (route.method !== 'get') statuses.add(errorStatus.csrf_failed);
    if (route.auth !== 'none') statuses.add(errorStatus.unauthenticated);
    registry.registerPath({
      method: route.method,
      path: openApiPath(route.path),
      operationId,
      summary: route.summary,
      security: route.auth === 'none' ? [] : [{ session: [] }],
      request: {
        ...(route.query ? { query: route.query as z.ZodObject } : {}),
        ...(route.params ? { params: route.params as z.ZodObject } : {}),
        ...(route.body ? { body: { content: { 'application/json': { schema: route.body } } } } : {}),
      },
      responses: {
        [route.status ?? 200]: { description: 'Success', content: { [route.produces ?? 'application/json']: { schema: route.response } } },
        ...Object.fromEntries([...statuses].map((status) => [status, errorResponse])),
      },
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Fantasy Rewards API',
      version: '0.1.0',
      description: 'Generated from the zod contracts in contracts/.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // The API is served on the client's origin (PUBLIC_URL), so paths are relative to wherever the document was fetched.
    servers: [{ url: '/', description: 'The origin serving this document' }],
  });
}

/** Koa's `/api/auth/:provider` is OpenAPI's `/api/auth/{provider}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
