import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { LimitFunction } from 'p-limit';
import type pg from 'pg';
import {
  PROJECTION_LEASE_RENEW_MS,
  PROJECTION_LEASE_TTL_MS,
  type Checkpoint,
  type EventReader,
  type ProjectionGroup,
  type StoredEvent,
} from '@fr/contracts';
import type { Projector } from '../projector';
import {
  checkpointsSchemaSql,
  ensureCheckpoint,
  lockCheckpoints,
  lockSignature,
  startCheckpoint,
  readCheckpoints,
  writeCheckpoints,
} from './checkpoints';
import { rebuildReadModels } from './blue-green';
import { GroupLeases, ensureLeases, leasesSchemaSql } from './leases';
import { withClient, withTransaction, type ConnectionSource } from './transaction';

/** The events of a batch the projector handles, set-based when it has a batch path, else one at a time. */
export async function applyEvents(client: pg.PoolClient, projector: Projector, events: readonly StoredEvent[]): Promise<void> {
  const mine = events.filter((event) => projector.handles.has(event.type));
  if (mine.length === 0) return;
  if (projector.applyBatch) await projector.applyBatch(client, mine);
  else for (const event of mine) await projector.apply(client, event);
}

/** A read model's tables where it has none, and its checkpoint at the start of the log with its signature. */
async function createTables(client: pg.PoolClient, projector: Projector): Promise<void> {
  await client.query(projector.schemaSql);
  await startCheckpoint(client, projector.name, projector.signature);
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
  /** Told a group's lowest checkpoint over its projectors after every batch committed to it (read-your-writes). */
  onProgress?: (group: ProjectionGroup, lowest: Checkpoint) => void;
  /**
   * Told, before `onProgress`, of every batch committed to a group: its events, and the group's lowest checkpoint
   * after it, null while this runner does not know every one of the group's checkpoints (the API processes' read
   * caches drop what those events change).
   */
  onApplied?: (change: { group: ProjectionGroup; lowest: Checkpoint | null; events: readonly StoredEvent[] }) => Promise<void>;
  /** Longest pause between polls when nothing is new; `wake()` cuts it short. */
  maxIdleMs?: number;
  log?: RunnerLog;
  /** This process's name in the lease table; unique per process (host, pid and a random part by default). */
  owner?: string;
  /** How long a lease lasts without renewal, and how often it is renewed (the contracts' constants by default). */
  leaseTtlMs?: number;
  leaseRenewMs?: number;
}

/**
 * Catches every projector up with the global log. Projectors at the same checkpoint share a batch: one read of the log
 * and one transaction that applies it and moves their checkpoints (exactly-once effect); row locks on the checkpoints
 * keep concurrent runners from applying the same batch twice. Started, a runner projects only the groups it holds a
 * lease on (leases.ts), so several processes divide the groups; `catchUp`, called by tests and tools, runs them all.
 */
export class ProjectionRunner {
  private running = false;
  private loop: Promise<void> | null = null;
  private renewing: Promise<void> | null = null;
  private wakeRenewal: (() => void) | null = null;
  private readonly leases: GroupLeases;
  private readonly leaseRenewMs: number;
  private wakeUp: (() => void) | null = null;
  /** Set by `wake`: an append arrived while a drain ran, so the loop drains again instead of pausing. */
  private woken = false;
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
    this.leaseRenewMs = options.leaseRenewMs ?? PROJECTION_LEASE_RENEW_MS;
    const owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.leases = new GroupLeases(pool, this.groups, owner, options.leaseTtlMs ?? PROJECTION_LEASE_TTL_MS);
  }

  get names(): string[] {
    return this.projectors.map((p) => p.name);
  }

  /** The groups of this runner's projectors, in the order they first appear. */
  get groups(): ProjectionGroup[] {
    return [...new Set(this.projectors.map((p) => p.group))];
  }

  get owner(): string {
    return this.leases.owner;
  }

  /** The groups this runner holds a live lease on, and so projects while started. */
  get heldGroups(): string[] {
    return this.leases.heldGroups;
  }

  /** Whether this process projects the group now: no one else moves its checkpoints, except a rebuild's swap. */
  holds(group: ProjectionGroup): boolean {
    return this.running && this.leases.holds(group);
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
      await client.query(leasesSchemaSql);
      await ensureLeases(client, this.groups);
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
          await createTables(client, projector);
        }
      }
      return stale;
    });
    if (stale.length > 0) await rebuildReadModels(this.pool, this.reader, stale);
  }

  /**
   * Creates every read model in a schema known to be empty (a rebuild's shadow, the integrity check's copy): the
   * runner's own tables, then each read model's in a transaction of its own, as many at once as `run` (the limit on
   * the caller's connections) lets through, those with a batch path (the large ones) first, without `migrate`'s lock
   * and signature checks, which only a schema that may already hold tables needs. Answers when a read model's tables
   * are there, so that its build can start while others are still being made, and without one, when all of them are.
   */
  createInEmptySchema(run: LimitFunction): (projector?: Projector) => Promise<unknown> {
    const runnerTables = run(() =>
      withTransaction(this.pool, async (client) => {
        await client.query(checkpointsSchemaSql);
        await client.query(leasesSchemaSql);
        await ensureLeases(client, this.groups);
      }),
    );
    const largeFirst = [...this.projectors].sort((a, b) => Number(Boolean(b.applyBatch)) - Number(Boolean(a.applyBatch)));
    const ready = new Map(
      largeFirst.map((projector) => [
        projector,
        runnerTables.then(() => run(() => withTransaction(this.pool, (client) => createTables(client, projector)))),
      ]),
    );
    return (projector) => {
      if (!projector) return Promise.all([runnerTables, ...ready.values()]);
      return ready.get(projector) ?? Promise.reject(new Error(`${projector.name} is not this runner's`));
    };
  }

  /**
   * Applies at most one batch to every projector given (all by default). Projectors at the same checkpoint (all of
   * them, once caught up) share one read of the log and one transaction. Answers how many events the batches held, and
   * whether there may be more to read now: a full batch, or a checkpoint another process had moved.
   */
  async round(projectors: readonly Projector[] = this.projectors): Promise<{ consumed: number; more: boolean }> {
    if (projectors.length === 0) return { consumed: 0, more: false };
    // Checkpoints are read, then known from this runner's own commits while it finds events; a batch's lock finds any
    // that moved meanwhile (another runner, a rebuild's swap) and corrects them, and a round finding nothing forgets them.
    const unknown = projectors.filter((p) => !this.positions.has(p.name)).map((p) => p.name);
    if (unknown.length > 0) {
      const read = await withClient(this.pool, (client) => readCheckpoints(client, unknown));
      for (const [name, position] of read) this.positions.set(name, position);
      for (const group of new Set(projectors.map((p) => p.group))) this.reportProgress(group);
    }
    const groups = new Map<Checkpoint, Projector[]>();
    for (const projector of projectors) {
      const after = this.positions.get(projector.name)!;
      groups.set(after, [...(groups.get(after) ?? []), projector]);
    }
    let consumed = 0;
    let more = false;
    for (const [after, group] of groups) {
      const batch = await this.applyBatch(group, after);
      consumed += batch.consumed;
      more ||= batch.more;
    }
    return { consumed, more };
  }

  private async applyBatch(group: readonly Projector[], after: Checkpoint): Promise<{ consumed: number; more: boolean }> {
    const events = await this.reader.readAll({ after, limit: this.batchSize });
    const last = events.at(-1);
    if (!last) {
      // Nothing new here, or a checkpoint moved back (a read model emptied to be rebuilt in place): the next round
      // reads the checkpoints again rather than trust these.
      for (const projector of group) this.positions.delete(projector.name);
      return { consumed: 0, more: false };
    }
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
      return { current, locked };
    });
    for (const [name, position] of applied.locked) this.positions.set(name, position);
    for (const projector of applied.current) this.positions.set(projector.name, last.position);
    const changedGroups = new Set(applied.current.map((p) => p.group));
    if (this.options.onApplied) {
      for (const group of changedGroups) await this.options.onApplied({ group, lowest: this.lowestOf(group) ?? null, events });
    }
    for (const group of changedGroups) this.reportProgress(group);
    // Counted even when another runner got there first, so catchUp goes round again rather than stop early; not when
    // every one of them belongs to a newer version now, which nothing here will ever apply to.
    if (applied.locked.size === 0) return { consumed: 0, more: false };
    return { consumed: events.length, more: events.length === this.batchSize || applied.current.length < applied.locked.size };
  }

  /** The group's lowest checkpoint over its projectors, when this runner knows each of them. */
  private lowestOf(group: ProjectionGroup): Checkpoint | undefined {
    const positions = this.projectors.filter((p) => p.group === group).map((p) => this.positions.get(p.name));
    if (positions.some((position) => position === undefined)) return undefined;
    return (positions as Checkpoint[]).reduce((a, b) => (b < a ? b : a));
  }

  private reportProgress(group: ProjectionGroup): void {
    const lowest = this.lowestOf(group);
    if (this.options.onProgress && lowest !== undefined) this.options.onProgress(group, lowest);
  }

  /** Runs the projectors (every one, or those `which` answers each round) until none finds anything new to read yet. */
  async drain(which: () => readonly Projector[] = () => this.projectors): Promise<number> {
    let total = 0;
    for (;;) {
      const round = await this.round(which());
      total += round.consumed;
      if (!round.more) return total;
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
      // The checkpoints as stored, not as this runner last knew them: one emptied for an in-place rebuild went back.
      const positions = await withClient(this.pool, (client) => readCheckpoints(client, this.names));
      const behind = this.projectors.filter((p) => positions.get(p.name)! < target);
      if (behind.length === 0) return total;
      if (performance.now() > deadline) {
        throw new Error(`read models ${behind.map((p) => p.name).join(', ')} did not reach ${target} within ${limitMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  /** Projects the groups it holds a lease on, and keeps renewing, rebalancing and taking over leases, until `stop`. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.renewing = this.renewLeases();
    this.loop = this.run();
  }

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Stops projecting, then gives the leases back so other processes take the groups over at once. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    this.wakeRenewal?.();
    await Promise.all([this.loop, this.renewing]);
    this.loop = null;
    this.renewing = null;
    await this.leases.releaseAll().catch((error: unknown) => {
      // The database is away: the leases then simply expire.
      this.options.log?.error({ err: error }, 'could not release projection leases');
    });
  }

  /** Its own loop, so a long batch never delays a renewal past the lease's life. */
  private async renewLeases(): Promise<void> {
    while (this.running) {
      try {
        if (await this.leases.renew()) this.wake();
      } catch (error) {
        this.options.log?.error({ err: error }, 'projection lease renewal failed; retrying');
      }
      if (!this.running) return;
      await interruptibleSleep(this.leaseRenewMs, (wake) => (this.wakeRenewal = wake));
    }
  }

  private held(): Projector[] {
    return this.projectors.filter((p) => this.leases.holds(p.group));
  }

  private async run(): Promise<void> {
    let idleMs = 10;
    while (this.running) {
      this.woken = false;
      try {
        const consumed = await this.drain(() => this.held());
        idleMs = consumed > 0 ? 10 : Math.min(idleMs * 2, this.maxIdleMs);
      } catch (error) {
        this.options.log?.error({ err: error }, 'projection batch failed; retrying');
        idleMs = 1000;
      }
      if (this.running && !this.woken) await interruptibleSleep(idleMs, (wake) => (this.wakeUp = wake));
    }
  }
}

/** A pause of `ms` that ends early when the function handed to `onWake` is called (a new append, a stop). */
function interruptibleSleep(ms: number, onWake: (wake: () => void) => void): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    onWake(done);
    function done() {
      clearTimeout(timer);
      resolve();
    }
  });
}
