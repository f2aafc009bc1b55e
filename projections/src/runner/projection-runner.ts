import { START, type Checkpoint, type EventReader, type StoredEvent } from '@fr/contracts';
import type { Projector } from '../projector';
import {
  checkpointsSchemaSql,
  ensureCheckpoint,
  lockCheckpoint,
  lockSignature,
  readCheckpoint,
  writeCheckpoint,
  writeSignature,
} from './checkpoints';
import { withClient, withTransaction, type ConnectionSource } from './transaction';

/** Arbitrary but fixed: the advisory lock key that serialises read-model migrations across processes. */
const MIGRATION_LOCK = 7_240_311;
/** What a step answers when another runner moved the checkpoint between our read and our lock. */
const RACED = -1;

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
 * Catches every projector up with the global log. Each batch is applied in one transaction together with the
 * projector's checkpoint (exactly-once effect); a row lock on the checkpoint keeps concurrent runners from
 * applying the same batch twice.
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
   * signatures existed) is dropped, recreated and caught up from the start of the log. Processes starting together
   * take turns through an advisory lock.
   */
  async migrate(): Promise<void> {
    await withTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await client.query(checkpointsSchemaSql);
      // A renamed projector's old checkpoint would otherwise linger; its tables now belong to the new name.
      await client.query('DELETE FROM projection_checkpoints WHERE NOT (projector = ANY($1))', [this.names]);
      for (const projector of this.projectors) {
        await ensureCheckpoint(client, projector.name);
        if ((await lockSignature(client, projector.name)) === projector.signature) {
          await client.query(projector.schemaSql);
          continue;
        }
        await client.query(`DROP TABLE IF EXISTS ${projector.tables.map((t) => t.name).join(', ')} CASCADE`);
        await client.query(projector.schemaSql);
        await writeCheckpoint(client, projector.name, START);
        await writeSignature(client, projector.name, projector.signature);
      }
    });
  }

  /**
   * Applies at most one batch for one projector; returns how many events it consumed. Projectors at the same
   * checkpoint share one read of the log through `reads` (one round of catchUp).
   */
  async step(projector: Projector, reads = new Map<Checkpoint, Promise<StoredEvent[]>>()): Promise<number> {
    const after = await withClient(this.pool, (client) => readCheckpoint(client, projector.name));
    this.positions.set(projector.name, after);
    let read = reads.get(after);
    if (!read) reads.set(after, (read = this.reader.readAll({ after, limit: this.batchSize })));
    const events = await read;
    const last = events.at(-1);
    if (!last) return 0;
    const applied = await withTransaction(this.pool, async (client) => {
      // Another runner applied a batch since we read the checkpoint: ours may reach further than theirs, so
      // read again from where they stopped rather than report "nothing to do" (catchUp would stop early).
      if ((await lockCheckpoint(client, projector.name)) !== after) return RACED;
      for (const event of events) {
        if (projector.handles.has(event.type)) await projector.apply(client, event);
      }
      await writeCheckpoint(client, projector.name, last.position);
      return events.length;
    });
    if (applied === RACED) return this.step(projector, reads);
    if (applied > 0) {
      this.positions.set(projector.name, last.position);
      this.reportProgress();
    }
    return applied;
  }

  private reportProgress(): void {
    if (!this.options.onProgress || this.positions.size < this.projectors.length) return;
    const lowest = [...this.positions.values()].reduce((a, b) => (b < a ? b : a));
    this.options.onProgress(lowest);
  }

  /** Runs every projector until none finds anything new. */
  async catchUp(): Promise<number> {
    let total = 0;
    for (;;) {
      let round = 0;
      const reads = new Map<Checkpoint, Promise<StoredEvent[]>>();
      for (const projector of this.projectors) round += await this.step(projector, reads);
      total += round;
      if (round === 0) return total;
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
        const consumed = await this.catchUp();
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
