import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, errorCodes, openApiPath, texts, type RouteContract } from '@fr/contracts';
import { newPlayer, startTestSystem, type TestSystem } from '../../testing/test-system';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => {
  await system?.close();
});

function expectErrorBody(json: Record<string, unknown> | undefined) {
  expect(errorCodes).toContain(json?.error);
  expect(typeof json?.message).toBe('string');
}

describe('bad input gets a 4xx JSON error', () => {
  it('malformed JSON', async () => {
    const response = await system.client().request('POST', '/api/auth/signin', { rawBody: '{"email": "a@b.c", ' });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: 'validation_failed', message: texts.server.malformedJson });
  });

  it('a body over 100 kB', async () => {
    const response = await system.client().post('/api/auth/signup', { ...newPlayer(), firstName: 'x'.repeat(101 * 1024) });
    expect(response.status).toBe(413);
    expect(response.json).toEqual({ error: 'payload_too_large', message: texts.server.bodyTooLarge });
  });

  it('wrong types', async () => {
    const response = await system.client().post('/api/auth/signin', { email: 42, password: ['x'] });
    expect(response.status).toBe(400);
    expectErrorBody(response.json);
    expect(response.json!.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'email' })]));
  });

  it('a non-JSON body', async () => {
    const response = await system
      .client()
      .request('POST', '/api/auth/signin', { rawBody: 'email=a', headers: { 'content-type': 'text/plain' } });
    expect(response.status).toBe(400);
    expectErrorBody(response.json);
  });

  it('unknown routes and methods', async () => {
    const unknown = await system.client().get('/api/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ error: 'not_found', message: texts.server.notFound });
    const wrongMethod = await system.client().request('DELETE', '/api/auth/status');
    expect(wrongMethod.status).toBeGreaterThanOrEqual(400);
    expect(wrongMethod.status).toBeLessThan(500);
    expectErrorBody(wrongMethod.json);
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const response = await system.client().get('/api/openapi.json');
    expect(response.status).toBe(200);
    const paths = Object.keys((response.json as { paths: Record<string, unknown> }).paths);
    for (const route of Object.values(apiRoutes)) expect(paths).toContain(openApiPath(route.path));
  });

  it('tags every response with a request id', async () => {
    const response = await system.client().get('/api/health');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

const jsonValue = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(
    fc.constantFrom('email', 'password', 'username', 'firstName', 'lastName', 'token', '__proto__', 'constructor'),
    fc.jsonValue(),
  ),
  fc.record({ email: fc.string(), password: fc.string(), username: fc.string() }),
);

const rawBody = fc.oneof(
  jsonValue.map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  fc.constant(''),
);

const headers = fc.record(
  {
    'content-type': fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
      'multipart/form-data',
      '',
    ),
    'x-csrf-token': fc.string({ maxLength: 80 }),
    'x-request-id': fc.string({ maxLength: 80 }),
    'idempotency-key': fc.string({ maxLength: 80 }),
    accept: fc.constantFrom('application/json', '*/*', 'text/html'),
  },
  { requiredKeys: [] },
);

describe('no request makes the server answer 5xx', () => {
  const routes = Object.entries(apiRoutes) as Array<[string, RouteContract]>;

  it.each(routes)('%s survives random bodies, queries and headers', async (_name, route) => {
    const client = system.client();
    await client.get('/api/auth/status');
    if (route.auth === 'player') expect((await client.post('/api/auth/signup', newPlayer('z'))).status).toBe(201);
    await fc.assert(
      fc.asyncProperty(
        rawBody,
        headers,
        fc.string({ maxLength: 60 }),
        fc.boolean(),
        fc.oneof(fc.constant('fantasy'), fc.string({ maxLength: 40 })),
        async (body, extraHeaders, query, sendCsrf, param) => {
          const cleanHeaders = Object.fromEntries(Object.entries(extraHeaders).filter(([, v]) => /^[\t\x20-\x7e]*$/.test(v)));
          if (sendCsrf && client.csrfToken) cleanHeaders['x-csrf-token'] = client.csrfToken;
          const concrete = route.path.replace(/:\w+/g, encodeURIComponent(param) || 'x');
          const path = `${concrete}?${encodeURIComponent(query)}=${encodeURIComponent(query)}&token=${encodeURIComponent(query)}&state=${encodeURIComponent(query)}`;
          const response = await client.request(route.method.toUpperCase(), path, {
            rawBody: route.method === 'get' ? undefined : body,
            headers: cleanHeaders,
            csrf: false,
          });
          expect(response.status, `${route.method} ${path} -> ${response.text}`).toBeLessThan(500);
          if (response.status >= 400 && route.produces !== 'text/html') expectErrorBody(response.json);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('random paths under /api', async () => {
    await fc.assert(
      fc.asyncProperty(fc.webPath(), fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'), async (path, method) => {
        const response = await system
          .client()
          .request(method, `/api${path.startsWith('/') ? path : `/${path}`}`, { csrf: method !== 'GET' });
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
