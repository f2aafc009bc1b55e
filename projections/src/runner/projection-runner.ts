import type pg from 'pg';
import { START, type Checkpoint, type EventReader, type StoredEvent } from '@fr/contracts';
import type { Projector } from '../projector';
import {
  checkpointsSchemaSql,
  ensureCheckpoint,
  lockCheckpoints,
  lockSignature,
  readCheckpoints,
  writeCheckpoint,
  writeCheckpoints,
  writeSignature,
} from './checkpoints';
import { rebuildReadModels } from './blue-green';
import { withClient, withTransaction, type ConnectionSource } from './transaction';

/** The events of a batch the projector handles, set-based when it has a batch path, else one at a time. */
export async function applyEvents(client: pg.PoolClient, projector: Projector, events: readonly StoredEvent[]): Promise<void> {
  const mine = events.filter((event) => projector.handles.has(event.type));
  if (mine.length === 0) return;
  if (projector.applyBatch) await projector.applyBatch(client, mine);
  else for (const event of mine) await projector.apply(client, event);
}

/** Whether any of the read model's tables exists where unqualified names resolve (the runner's schema). */
async function anyTableExists(client: pg.PoolClient, projector: Projector): Promise<boolean> {
  const { rows } = await client.query<{ found: boolean }>(
    'SELECT bool_or(to_regclass(name) IS NOT NULL) AS found FROM unnest($1::text[]) AS name',
    [projector.tables.map((t) => t.name)],
  );
  return rows[0]?.found ?? false;
}

/** Arbitrary but fixed: the advisory lock key that serialises read-model migrations across processes. */
const MIGRATION_LOCK = 7_240_311;

/** How long `catchUp` waits for a transaction elsewhere on the server that holds committed events back. */
const CATCH_UP_LIMIT_MS = 60_000;

export interface RunnerLog {
  error(obj: object, msg: string): void;
}

export interface RunnerOptions {
  batchSize?: number;
  /** Told the lowest checkpoint over all projectors after every committed batch (read-your-writes). */
  onProgress?: (lowest: Checkpoint) => void;
  /** Longest pause between polls when nothing is new; `wake()` cuts it short. */
  maxIdleMs?: number;
  log?: RunnerLog;
}

/**
 * Catches every projector up with the global log. Projectors at the same checkpoint share a batch: one read of the log
 * and one transaction that applies it and moves their checkpoints (exactly-once effect); row locks on the checkpoints
 * keep concurrent runners from applying the same batch twice.
 */
export class ProjectionRunner {
  private running = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private readonly batchSize: number;
  private readonly positions = new Map<string, Checkpoint>();
  private readonly maxIdleMs: number;

  constructor(
    private readonly pool: ConnectionSource,
    private readonly reader: EventReader,
    readonly projectors: readonly Projector[],
    private readonly options: RunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.maxIdleMs = options.maxIdleMs ?? 250;
  }

  get names(): string[] {
    return this.projectors.map((p) => p.name);
  }

  /**
   * Creates every read model. One whose signature changed (a renamed or reshaped projector, or one built before
   * signatures existed) is rebuilt blue/green: built from the log in a shadow schema while the live tables, in their
   * old shape, keep serving the processes of the version before, then swapped in (decision 0019). A read model that
   * has no tables yet is simply created here and caught up by the runner. Processes starting together take turns
   * through an advisory lock for the first step; two that both rebuild a read model both build it from the same log.
   */
  async migrate(): Promise<void> {
    const stale = await withTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await client.query(checkpointsSchemaSql);
      // A renamed projector's old checkpoint would otherwise linger; its tables now belong to the new name.
      await client.query('DELETE FROM projection_checkpoints WHERE NOT (projector = ANY($1))', [this.names]);
      const stale: Projector[] = [];
      for (const projector of this.projectors) {
        await ensureCheckpoint(client, projector.name);
        if ((await lockSignature(client, projector.name)) === projector.signature) {
          await client.query(projector.schemaSql);
        } else if (await anyTableExists(client, projector)) {
          stale.push(projector);
        } else {
          await client.query(projector.schemaSql);
          await writeCheckpoint(client, projector.name, START);
          await writeSignature(client, projector.name, projector.signature);
        }
      }
      return stale;
    });
    if (stale.length > 0) await rebuildReadModels(this.pool, this.reader, stale);
  }

  /**
   * Applies at most one batch to every projector. Projectors at the same checkpoint (all of them, once caught up) share
   * one read of the log and one transaction; returns how many events the batches held.
   */
  async round(): Promise<number> {
    const positions = await withClient(this.pool, (client) => readCheckpoints(client, this.names));
    for (const [name, position] of positions) this.positions.set(name, position);
    const groups = new Map<Checkpoint, Projector[]>();
    for (const projector of this.projectors) {
      const after = positions.get(projector.name)!;
      groups.set(after, [...(groups.get(after) ?? []), projector]);
    }
    let consumed = 0;
    for (const [after, group] of groups) consumed += await this.applyBatch(group, after);
    return consumed;
  }

  private async applyBatch(group: readonly Projector[], after: Checkpoint): Promise<number> {
    const events = await this.reader.readAll({ after, limit: this.batchSize });
    const last = events.at(-1);
    if (!last) return 0;
    const applied = await withTransaction(this.pool, async (client) => {
      const locked = await lockCheckpoints(client, group);
      // Another runner may have applied a batch to some of them since we read their checkpoints: those are left to
      // the next round, which reads from where that runner stopped. One a newer version rebuilt is not locked at all.
      const current = group.filter((p) => locked.get(p.name) === after);
      for (const projector of current) await applyEvents(client, projector, events);
      if (current.length > 0)
        await writeCheckpoints(
          client,
          current.map((p) => p.name),
          last.position,
        );
      return { current, retired: locked.size === 0 };
    });
    for (const projector of applied.current) this.positions.set(projector.name, last.position);
    if (applied.current.length > 0) this.reportProgress();
    // Counted even when another runner got there first, so catchUp goes round again rather than stop early; not when
    // every one of them belongs to a newer version now, which nothing here will ever apply to.
    return applied.retired ? 0 : events.length;
  }

  private reportProgress(): void {
    if (!this.options.onProgress || this.positions.size < this.projectors.length) return;
    const lowest = [...this.positions.values()].reduce((a, b) => (b < a ? b : a));
    this.options.onProgress(lowest);
  }

  /** Runs every projector until none finds anything new that it may read yet. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const round = await this.round();
      total += round;
      if (round === 0) return total;
    }
  }

  /**
   * Runs every projector until it has applied every event committed before the call. An event committed after a
   * transaction that is still running (anywhere on the database server) is held back from the log until that one ends,
   * so this waits for it, up to `limitMs`, then fails rather than report a catch-up that did not happen.
   */
  async catchUp(limitMs = CATCH_UP_LIMIT_MS): Promise<number> {
    const target = await (this.reader.lastCommitted ?? this.reader.head).call(this.reader);
    const deadline = performance.now() + limitMs;
    let total = 0;
    for (let pause = 1; ; pause = Math.min(pause * 2, 50)) {
      total += await this.drain();
      const behind = this.projectors.filter((p) => (this.positions.get(p.name) ?? START) < target);
      if (behind.length === 0) return total;
      if (performance.now() > deadline) {
        throw new Error(`read models ${behind.map((p) => p.name).join(', ')} did not reach ${target} within ${limitMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  wake(): void {
    this.wakeUp?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
    this.loop = null;
  }

  private async run(): Promise<void> {
    let idleMs = 10;
    while (this.running) {
      try {
        const consumed = await this.drain();
        idleMs = consumed > 0 ? 10 : Math.min(idleMs * 2, this.maxIdleMs);
      } catch (error) {
        this.options.log?.error({ err: error }, 'projection batch failed; retrying');
        idleMs = 1000;
      }
      if (this.running) await this.sleep(idleMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const wake = () => done();
      this.wakeUp = wake;
      function done() {
        clearTimeout(timer);
        resolve();
      }
    });
  }
}
