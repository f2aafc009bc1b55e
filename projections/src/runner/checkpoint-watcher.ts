import type pg from 'pg';
import { START, type Checkpoint, type ProjectionGroup } from '@fr/contracts';
import type { Projector } from '../projector';
import { readCheckpoints } from './checkpoints';

export interface WatcherOptions {
  /** Whether a runner in this process projects the group now (and so reports its progress here). */
  local?: (group: ProjectionGroup) => boolean;
  /** Milliseconds between polls while someone waits for a group projected elsewhere, and for a local one. */
  pollMs?: number;
  localPollMs?: number;
}

interface Waiter {
  position: Checkpoint;
  groups: readonly ProjectionGroup[];
  resolve(caughtUp: boolean): void;
  timer: NodeJS.Timeout;
}

/**
 * Read-your-writes for many requests at once, per group of read models: a reader waits only for the groups it reads
 * (each group's position is the lowest checkpoint of its projectors). Waiters share one poll of the checkpoint table
 * (only while someone waits), and a projection runner in the same process reports its progress directly, so most
 * waits end without a query at all. A group that runner holds is polled only now and then: its checkpoints move
 * through that runner, except when a rebuild elsewhere swaps a read model in.
 */
export class CheckpointWatcher {
  private readonly waiters = new Set<Waiter>();
  private readonly lowest = new Map<ProjectionGroup, Checkpoint>();
  private readonly groups: readonly ProjectionGroup[];
  private polling = false;
  private lastPoll = -Infinity;

  constructor(
    private readonly pool: pg.Pool,
    private readonly projectors: ReadonlyArray<Pick<Projector, 'name' | 'group'>>,
    private readonly options: WatcherOptions = {},
  ) {
    this.groups = [...new Set(projectors.map((p) => p.group))];
  }

  /** Called by a local runner after it committed a batch to the group. */
  progressed(group: ProjectionGroup, lowest: Checkpoint): void {
    if (lowest > this.positionOf(group)) this.lowest.set(group, lowest);
    this.release();
  }

  /** Resolves true once every one of `groups` (all by default) shows `position`, false after `timeoutMs`. */
  waitFor(position: Checkpoint, timeoutMs: number, groups: readonly ProjectionGroup[] = this.groups): Promise<boolean> {
    if (this.reached(position, groups)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        groups,
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

  private positionOf(group: ProjectionGroup): Checkpoint {
    return this.lowest.get(group) ?? START;
  }

  /** Whether every one of `groups` (all by default) is known to show `position` already, without asking the database. */
  reached(position: Checkpoint, groups: readonly ProjectionGroup[] = this.groups): boolean {
    return groups.every((group) => position <= this.positionOf(group));
  }

  private release(): void {
    for (const waiter of this.waiters) {
      if (this.reached(waiter.position, waiter.groups)) {
        clearTimeout(waiter.timer);
        this.waiters.delete(waiter);
        waiter.resolve(true);
      }
    }
  }

  /** Whether to read the checkpoints now: someone waits for a group projected elsewhere, or the local pause is over. */
  private pollDue(): boolean {
    const local = this.options.local;
    const remote = !local || [...this.waiters].some((waiter) => waiter.groups.some((group) => !local(group)));
    return remote || performance.now() - this.lastPoll >= (this.options.localPollMs ?? 100);
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const pollMs = this.options.pollMs ?? 5;
      while (this.waiters.size > 0) {
        if (!this.pollDue()) {
          await new Promise((resolve) => setTimeout(resolve, pollMs));
          continue;
        }
        this.lastPoll = performance.now();
        const positions = await readCheckpoints(
          this.pool,
          this.projectors.map((p) => p.name),
        );
        for (const group of this.groups) {
          const ofGroup = this.projectors.filter((p) => p.group === group).map((p) => positions.get(p.name) ?? START);
          this.progressed(
            group,
            ofGroup.reduce((a, b) => (b < a ? b : a)),
          );
        }
        if (this.waiters.size > 0) await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    } catch {
      // The pool is closing or the database is away: waiters time out on their own.
    } finally {
      this.polling = false;
    }
  }
}
