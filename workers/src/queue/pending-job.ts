/** A job the inline queue holds until its last attempt settles; callers waiting on the same job id share `done`. */
export interface PendingJob {
  key: string;
  name: string;
  payload: unknown;
  attempt: number;
  done: Promise<unknown>;
  resolve(result: unknown): void;
  reject(error: unknown): void;
}

export function createPendingJob(key: string, name: string, payload: unknown): PendingJob {
  let resolve: (result: unknown) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const done = new Promise<unknown>((onResult, onError) => {
    resolve = onResult;
    reject = onError;
  });
  // Nobody awaits a fire-and-forget job; its failure is logged, not an unhandled rejection.
  done.catch(() => undefined);
  return { key, name, payload, attempt: 0, done, resolve, reject };
}
