import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, openApiPath } from './openapi';
import { apiRoutes } from './api-routes';

describe('OpenAPI document', () => {
  it('describes every route of the contracts with its request and error answers', () => {
    const document = buildOpenApiDocument();
    for (const route of Object.values(apiRoutes)) {
      const operation = document.paths?.[openApiPath(route.path)]?.[route.method];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(Object.keys(operation!.responses ?? {})).toContain('400');
    }
    const signUp = document.paths?.['/api/auth/signup']?.post;
    expect(JSON.stringify(signUp?.requestBody)).toContain('username');
  });
});
