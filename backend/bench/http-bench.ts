import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';

const run = promisify(execFile);

export interface HttpResult {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface LoadRequest {
  /** Sent here instead of loadTest's `url`, so one run can spread its requests over several servers. */
  url?: string;
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** A route's row in an HTTP section's table: throughput, latency, and throughput over the run's `baseline`. */
export function loadRow(route: string, result: HttpResult, baseline: HttpResult) {
  return { route, 'req/s': result.perSecond, 'p50 ms': result.p50Ms, 'p99 ms': result.p99Ms, ratio: result.perSecond / baseline.perSecond };
}

/** Drives `url` (or each request's own `url`) from a separate process with `concurrency` keep-alive connections. */
export async function loadTest(
  url: string,
  count: number,
  concurrency: number,
  request: LoadRequest | LoadRequest[] = {},
): Promise<HttpResult> {
  const { stdout } = await run(
    'node',
    ['--import', 'tsx', 'backend/bench/http-load.ts', url, String(count), String(concurrency), JSON.stringify(request)],
    {
      maxBuffer: 1 << 20,
    },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as HttpResult;
}

/** The baseline: a bare Koa app answering the same JSON body with no middleware at all. */
export async function bareKoa(body: unknown): Promise<{ url: string; close(): Promise<void> }> {
  const app = new Koa();
  app.use((ctx) => {
    ctx.body = body;
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
