import { performance } from 'node:perf_hooks';

export interface Throughput {
  perSecond: number;
  p99Ms: number;
}

/** Runs `operation(0..count-1)` with `concurrency` workers pulling from one counter; records each call's latency. */
export async function measureConcurrent(
  count: number,
  concurrency: number,
  operation: (index: number) => Promise<unknown>,
): Promise<Throughput> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) {
      const started = performance.now();
      await operation(index);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return { perSecond: (count / elapsedMs) * 1000, p99Ms: latencies[Math.ceil(latencies.length * 0.99) - 1] ?? 0 };
}

/** Times one run of `work` that handles `items` things. */
export async function measureOnce(items: number, work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return (items / (performance.now() - started)) * 1000;
}
