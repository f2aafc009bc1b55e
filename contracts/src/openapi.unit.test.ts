import { describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { buildOpenApiDocument, openApiPath } from './openapi';
import { apiRoutes } from './api-routes';
import type { RouteContract } from './http/route-contract';

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

describe('OpenAPI document under a standard linter', () => {
  it("passes Redocly's recommended rules, so a partner can generate a typed client from it", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(buildOpenApiDocument()), absoluteRef: 'openapi.json', config });
    // A redirect-only route (the social sign-in popup) has a 302 and no 2xx by design; nothing else may be reported.
    const redirects = (Object.values(apiRoutes) as RouteContract[])
      .filter((route) => (route.status ?? 200) >= 300 && (route.status ?? 200) < 400)
      .map((route) => `#/paths/${openApiPath(route.path).replaceAll('/', '~1')}/${route.method}/responses`);
    const reported = problems
      .filter((p) => !(p.ruleId === 'operation-2xx-response' && redirects.includes(p.location[0]?.pointer ?? '')))
      .map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(reported).toEqual([]);
    expect(problems.length - reported.length).toBe(redirects.length);
  });

  it('names every operation uniquely', () => {
    const ids = Object.values(buildOpenApiDocument().paths ?? {}).flatMap((item) =>
      Object.values(item as Record<string, { operationId?: string }>).map((operation) => operation.operationId),
    );
    expect(ids).toHaveLength(Object.keys(apiRoutes).length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
  });
});
