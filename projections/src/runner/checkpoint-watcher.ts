import type pg from 'pg';
import type { Checkpoint } from '@fr/contracts';
import { lowestCheckpoint } from './checkpoints';

interface Waiter {
  position: Checkpoint;
  resolve(caughtUp: boolean): void;
  timer: NodeJS.Timeout;
}

/**
 * Read-your-writes for many requests at once: waiters share one poll of the checkpoint table (only while someone
 * waits), and a projection runner in the same process reports its progress directly, so most waits end without a
 * query at all.
 */
export class CheckpointWatcher {
  private readonly waiters = new Set<Waiter>();
  private lowest: Checkpoint = '';
  private polling = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly projectors: readonly string[],
    private readonly pollMs = 5,
  ) {}

  /** Called by a local runner after it committed a batch. */
  progressed(lowest: Checkpoint): void {
    if (lowest > this.lowest) this.lowest = lowest;
    this.release();
  }

  waitFor(position: Checkpoint, timeoutMs: number): Promise<boolean> {
    if (position <= this.lowest) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        resolve,
        timer: setTimeout(() => {
          this.waiters.delete(waiter);
          resolve(false);
        }, timeoutMs),
      };
      this.waiters.add(waiter);
      void this.poll();
    });
  }

  private release(): void {
    for (const waiter of this.waiters) {
      if (waiter.position <= this.lowest) {
        clearTimeout(waiter.timer);
        this.waiters.delete(waiter);
        waiter.resolve(true);
      }
    }
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      while (this.waiters.size > 0) {
        this.progressed(await lowestCheckpoint(this.pool, this.projectors));
        if (this.waiters.size > 0) await new Promise((resolve) => setTimeout(resolve, this.pollMs));
      }
    } catch {
      // The pool is closing or the database is away: waiters time out on their own.
    } finally {
      this.polling = false;
    }
  }
}
