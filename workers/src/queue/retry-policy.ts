export interface RetryPolicy {
  /** Total runs, the first one included. */
  attempts: number;
  /** Delay before the first retry; doubles on each further one. */
  backoffMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { attempts: 5, backoffMs: 1000 };

/** Same curve as BullMQ's built-in `exponential` backoff, so both adapters retry alike. */
export function retryDelayMs(policy: RetryPolicy, failedAttempt: number): number {
  return policy.backoffMs * 2 ** (failedAttempt - 1);
}
