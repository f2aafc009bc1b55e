import { measureConcurrent } from './measure';

/**
 * A load generator in its own process, so the server under test has its event loop to itself:
 * `node --import tsx backend/bench/http-load.ts <url> <count> <concurrency> [cookie]`; prints {perSecond, p50Ms, p99Ms}.
 */
const [url, count, concurrency, cookie] = process.argv.slice(2);
const headers: Record<string, string> = cookie ? { cookie } : {};
const latencies: number[] = [];
const run = async () => {
  const started = performance.now();
  const response = await fetch(url!, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`status ${response.status}`);
  latencies.push(performance.now() - started);
};
for (let i = 0; i < 200; i++) await run();
latencies.length = 0;
const result = await measureConcurrent(Number(count), Number(concurrency), run);
latencies.sort((a, b) => a - b);
console.log(JSON.stringify({ ...result, p50Ms: latencies[Math.floor(latencies.length / 2)] ?? 0 }));
