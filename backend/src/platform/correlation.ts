import { AsyncLocalStorage } from 'node:async_hooks';

const current = new AsyncLocalStorage<string>();

/**
 * Runs `work` as part of one request or job, so every event it appends records where it came from (its metadata's
 * correlationId) without each command path passing it along.
 */
export function withCorrelation<T>(correlationId: string, work: () => T): T {
  return current.run(correlationId, work);
}

/** The request or job the caller is part of, if any. */
export function currentCorrelation(): string | undefined {
  return current.getStore();
}
