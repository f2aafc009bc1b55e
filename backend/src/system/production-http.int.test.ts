import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CSRF_COOKIE, SIGNIN_ATTEMPTS_PER_IP, apiRoutes, texts, type RouteContract } from '@fr/contracts';
import { startDrandStandIn, type DrandStandIn } from '../testing/drand-stand-in';
import { startTestSystem, type TestSystem } from '../testing/test-system';

const composeFile = new URL('../../../docker-compose.yml', import.meta.url);

interface ComposeApi {
  ports: string[];
  healthcheck: { test: string[] };
}

async function composeApi(): Promise<ComposeApi> {
  const compose = parse(await readFile(composeFile, 'utf8')) as { services: { api: ComposeApi } };
  return compose.services.api;
}

/** Production as docker-compose.yml runs it behind two proxies (a CDN, then nginx) with an https public address. */
let system: TestSystem;
let drand: DrandStandIn;
beforeAll(async () => {
  // Production refuses the local beacon; drand's relay is a local stand-in here.
  drand = await startDrandStandIn();
  system = await startTestSystem({
    env: {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://rewards.example.com',
      TRUST_PROXY_HOPS: '2',
      SESSION_SECRET: randomBytes(32).toString('base64'),
      SMTP_URL: 'smtp://127.0.0.1:9',
      STRIPE_SECRET_KEY: 'sk_test_unused',
      STRIPE_WEBHOOK_SECRET: 'whsec_unused',
      DRAND_URL: drand.url,
      DRAND_CHAIN_HASH: drand.chainHash,
      DRAND_PUBLIC_KEY: drand.publicKey,
    },
  });
});
afterAll(async () => {
  await system?.close();
  await drand?.close();
});

/** A request as a health check or a client that reached the API directly sends it: no cookie, no proxy header. */
const direct = (path: string, init: RequestInit = {}) => fetch(system.url + path, { redirect: 'manual', ...init });

describe('production with an https public address', () => {
  it('passes the compose health check, which asks without any proxy header', async () => {
    const [, , flag, script] = (await composeApi()).healthcheck.test;
    const { port } = new URL(system.url);
    const local = script!.replace('http://127.0.0.1:3000/', `http://127.0.0.1:${port}/`);
    expect(local).not.toBe(script);
    await expect(promisify(execFile)(process.execPath, [flag!, local])).resolves.toBeDefined();
    const health = await direct('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });

  it('gives a first visit without a proxy header its Secure CSRF cookie, and refuses a write without it with a 403', async () => {
    const status = await direct('/api/auth/status');
    expect(status.status).toBe(200);
    const cookie = status.headers.getSetCookie().find((c) => c.startsWith(`${CSRF_COOKIE}=`));
    expect(cookie).toMatch(/;\s*secure/i);
    const page = await direct('/');
    expect(page.status).toBeLessThan(500);
    const write = await direct('/api/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', password: 'whatever password' }),
    });
    expect(write.status).toBe(403);
    expect(await write.json()).toEqual({ error: 'csrf_failed', message: texts.server.csrf });
  });

  it('answers every route below 500 when asked directly, without cookie or proxy header', async () => {
    for (const route of Object.values(apiRoutes) as RouteContract[]) {
      const path = route.path.replace(/:\w+/g, 'x');
      const response = await direct(path, route.method === 'get' ? {} : { method: route.method.toUpperCase(), body: '{}' });
      expect(response.status, `${route.method} ${path}`).toBeLessThan(500);
    }
  });

  it('sets the same Secure cookie for a request that came through the proxies', async () => {
    const response = await direct('/api/auth/status', {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9, 198.51.100.1' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().find((c) => c.startsWith(`${CSRF_COOKIE}=`))).toMatch(/;\s*secure/i);
  });

  it('counts a client whose X-Forwarded-For passed fewer proxies than trusted by its socket address, not by what it wrote', async () => {
    const client = system.client();
    const statuses: number[] = [];
    for (let i = 0; i <= SIGNIN_ATTEMPTS_PER_IP; i++) {
      const attempt = await client.post(
        '/api/auth/signin',
        { email: `nobody-${i}@example.com`, password: 'wrong password' },
        { headers: { 'x-forwarded-for': `198.51.${i}.7` } },
      );
      statuses.push(attempt.status);
    }
    expect(statuses.slice(0, SIGNIN_ATTEMPTS_PER_IP).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('docker-compose.yml', () => {
  it('publishes the API on the host loopback only, for the reverse proxy there', async () => {
    const { ports } = await composeApi();
    expect(ports.length).toBeGreaterThan(0);
    for (const port of ports) expect(port).toMatch(/^127\.0\.0\.1:/);
  });
});
