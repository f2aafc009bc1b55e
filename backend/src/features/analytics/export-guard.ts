import type { ServerResponse } from 'node:http';
import { texts } from '@fr/contracts';
import { AppError } from '../../platform/errors';

/**
 * Downloads running per admin in this process, whose connection pool each of them holds a connection of: taking a
 * slot beyond `perAdmin` is refused (429) before any connection is taken, and the slot comes back when the download's
 * stream closes (finished, failed, or destroyed with its response).
 */
export function exportSlots(perAdmin: number) {
  const running = new Map<string, number>();
  return {
    take(adminId: string): { release(): void } {
      const taken = running.get(adminId) ?? 0;
      if (taken >= perAdmin) throw new AppError('rate_limited', texts.server.exportsBusy(perAdmin));
      running.set(adminId, taken + 1);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          const left = (running.get(adminId) ?? 1) - 1;
          if (left > 0) running.set(adminId, left);
          else running.delete(adminId);
        },
      };
    },
  };
}

/**
 * Ends the response when its client takes no bytes for `ms` (the socket's inactivity timeout: a client that stopped
 * reading lets the buffers fill, and then nothing moves). Koa destroys the body stream with the response, which ends
 * the cursor's transaction and hands its connection back.
 */
export function cutOffWhenStalled(res: ServerResponse, ms: number): void {
  res.setTimeout(ms, () => res.destroy());
}
