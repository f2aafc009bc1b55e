import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { cpuAround } from './process-cpu';

const run = promisify(execFile);

export interface HttpResult {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The load generator's own CPU time over the measured requests. */
  cpuMs: number;
}

/** Requests the load generator sends one by one before it measures, so both sides have warmed up. */
export const WARM_UP_REQUESTS = 100;

/** CPU time a request cost on average, in µs, in each process it went through. */
export interface RequestCpu {
  /** This process: the system under test when it runs here (its API, projections and jobs). */
  server: number;
  /** Every PostgreSQL process of this machine; null where it cannot be read (see cpuAround). */
  postgres: number | null;
  load: number;
}

/** Like loadTest, with what each request cost in CPU in this process, in PostgreSQL and in the load generator. */
export async function loadTestWithCpu(
  url: string,
  count: number,
  concurrency: number,
  request: LoadRequest | LoadRequest[] = {},
): Promise<HttpResult & { cpu: RequestCpu }> {
  const { result, cpu } = await cpuAround(() => loadTest(url, count, concurrency, request));
  // The server and the database also answered the warm-up requests; the load generator counts only the measured ones.
  const served = (ms: number) => (ms * 1000) / (count + WARM_UP_REQUESTS);
  return {
    ...result,
    cpu: {
      server: served(cpu.own),
      postgres: cpu.postgres === null ? null : served(cpu.postgres),
      load: (result.cpuMs * 1000) / count,
    },
  };
}

/** A row's CPU columns: µs a request in each process (see RequestCpu). */
export function cpuCells(cpu: RequestCpu) {
  return { 'server µs': cpu.server, 'PostgreSQL µs': cpu.postgres ?? 'n/a', 'load µs': cpu.load };
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
