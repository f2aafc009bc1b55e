import { WARM_UP_REQUESTS, type LoadRequest } from './http-bench';
import { measureConcurrent } from './measure';

/**
 * A load generator in its own process, so the server under test has its event loop to itself:
 * `node --import tsx backend/bench/http-load.ts <url> <count> <concurrency> [request JSON: {url, method, headers, body} or a list]`;
 * prints {perSecond, p50Ms, p99Ms, cpuMs}: cpuMs is this process's own CPU time over the measured requests. Any non-2xx
 * answer fails the run.
 */
const [url, count, concurrency, requestJson] = process.argv.slice(2);
const parsed = JSON.parse(requestJson || '{}') as LoadRequest | LoadRequest[];
/** Several requests (one per player, say) are used in turn. */
const requests = Array.isArray(parsed) ? parsed : [parsed];
const latencies: number[] = [];
const run = async (index = 0) => {
  const request = requests[index % requests.length]!;
  const started = performance.now();
  const response = await fetch(request.url ?? url!, {
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`status ${response.status}`);
  latencies.push(performance.now() - started);
};
for (let i = 0; i < WARM_UP_REQUESTS; i++) await run(i);
latencies.length = 0;
const cpuBefore = process.cpuUsage();
const result = await measureConcurrent(Number(count), Number(concurrency), run);
const cpu = process.cpuUsage(cpuBefore);
latencies.sort((a, b) => a - b);
console.log(JSON.stringify({ ...result, p50Ms: latencies[Math.floor(latencies.length / 2)] ?? 0, cpuMs: (cpu.user + cpu.system) / 1000 }));
