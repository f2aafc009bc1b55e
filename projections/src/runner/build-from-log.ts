import pLimit, { type LimitFunction } from 'p-limit';
import { START, type Checkpoint, type EventReader, type StoredEvent } from '@fr/contracts';
import type { Projector, ReadModelBuild } from '../projector';
import { writeCheckpoints } from './checkpoints';
import { applyEvents } from './projection-runner';
import { withTransaction, type ConnectionSource } from './transaction';

export interface BuildOptions {
  /** Events per transaction of a read model. */
  batchSize: number;
  /**
   * Events per read of the log, a batch being read in several: PostgreSQL reads a page of the log by its index only
   * while the page is a small part of what it estimates is left, and before its statistics know a log that grew fast
   * (a bulk import, a busy day) it sorted everything left for every page of 5,000 (measured: 42,000 events read in
   * pages of 5,000 in 500 to 650 ms, of 1,000 in 200 to 330 ms).
   */
  pageSize: number;
  /** Transactions at once: read models are independent, so each can be built on its own connection. */
  connections: number;
  /** Batches read ahead of the slowest read model; bounds the memory a build holds however long the log. */
  readAhead: number;
}

/** The next batch of the log after `after`: whole pages until the batch is full or a page comes back short. */
async function readBatch(reader: EventReader, after: Checkpoint, options: BuildOptions): Promise<StoredEvent[]> {
  const read: StoredEvent[] = [];
  for (;;) {
    const limit = Math.min(options.pageSize, options.batchSize - read.length);
    const page = await reader.readAll({ after: read.at(-1)?.position ?? after, limit });
    read.push(...page);
    if (page.length < limit || read.length === options.batchSize) return read;
  }
}

/** A batch of the log and the event types in it. */
interface Batch {
  events: StoredEvent[];
  types: ReadonlySet<string>;
}

const EMPTY: Batch = { events: [], types: new Set() };

/**
 * The events of a batch a read model handles, in log order. A batch holds few event types, so a read model often
 * handles all of them or none, found from the types alone instead of every event (21 read models filtering every event
 * were 3 % of a rebuild's CPU).
 */
function eventsFor(projector: Projector, { events, types }: Batch): readonly StoredEvent[] {
  let handled = 0;
  for (const type of types) if (projector.handles.has(type)) handled++;
  if (handled === 0) return [];
  if (handled === types.size) return events;
  return events.filter((event) => projector.handles.has(event.type));
}

/** What the build waits for before it writes, while the log is already being read, and what it shares its connections with. */
export interface BuildStart {
  /** When a read model's tables are there (they may still be being made); without one, when all of them are. */
  tablesReady(projector?: Projector): Promise<unknown>;
  /** The limit on transactions at once, where the caller's other work (making the tables) counts too. */
  transactions?: LimitFunction;
}

/**
 * Builds read models into their empty tables, checkpoints at the start, from the whole log as committed now (used on a
 * shadow schema: `pool` resolves their tables there). Unlike the live runner, which applies a batch to every read
 * model in one transaction with their checkpoints, each read model goes through the log on its own, one transaction
 * per batch, up to `connections` at once, while the log is read ahead: the database's cores and this process work side
 * by side; the log's first batches are read while the tables are still being made, and each read model writes as soon
 * as its own are there (`start`). A read model with its own build (`startBuild`) keeps its aggregates in memory and
 * writes them, with the indexes it left out, once it is through.
 * Checkpoints move once, when every read model is through: nothing reads a build before then, and a build that fails
 * is thrown away, so the tables never need to agree with a checkpoint in between. Answers the events read and the
 * position every read model then stands at (START for an empty log).
 */
export async function buildFromLog(
  pool: ConnectionSource,
  reader: EventReader,
  projectors: readonly Projector[],
  options: BuildOptions,
  start: BuildStart = { tablesReady: () => Promise.resolve() },
): Promise<{ events: number; position: Checkpoint }> {
  /** How many batches each read model is through; the slowest one lets the reader go on. */
  const done = projectors.map(() => 0);
  const slowest = () => Math.min(...done);
  let failed = false;
  let waiting: Array<() => void> = [];
  const wake = () => {
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  let events = 0;
  let position: Checkpoint = START;
  /** The batches read or being read that some read model still needs; each read starts where the one before ended. */
  const batches = new Map<number, Promise<Batch>>();
  let requested = 0;
  const batch = (index: number): Promise<Batch> => {
    for (; requested <= index; requested++) {
      const at = requested;
      const previous = batches.get(at - 1) ?? Promise.resolve(null);
      batches.set(
        at,
        previous.then(async (before) => {
          // A short batch was the end of the log as committed then; what comes later, the caller's catch-up reads.
          if (before && before.events.length < options.batchSize) return EMPTY;
          while (!failed && at - slowest() > options.readAhead) await new Promise<void>((resolve) => waiting.push(resolve));
          if (failed) return EMPTY;
          const read = await readBatch(reader, before?.events.at(-1)?.position ?? START, options);
          events += read.length;
          position = read.at(-1)?.position ?? position;
          return { events: read, types: new Set(read.map((event) => event.type)) };
        }),
      );
    }
    return batches.get(index)!;
  };
  const transaction = start.transactions ?? pLimit(options.connections);
  const builds = new Map<Projector, ReadModelBuild>();
  for (const projector of projectors) {
    const build = projector.startBuild?.();
    if (build) builds.set(projector, build);
  }

  // The first batches are read while the tables are made; a failed read is thrown where the batch is awaited. Without
  // a read model to build, nothing is read (the events and position answered are what read models went through).
  if (projectors.length > 0) batch(options.readAhead).catch(() => undefined);
  const outcomes = await Promise.allSettled(
    projectors.map(async (projector, p) => {
      const build = builds.get(projector);
      // Its tables are awaited before its first write, not before its first read: a read model with nothing to do in
      // the log's first batches goes through them while its tables are being made, instead of holding the reader back.
      const tablesReady = start.tablesReady(projector);
      // Failing, it is thrown by its first write, or by the wait for every table at the end.
      tablesReady.catch(() => undefined);
      try {
        for (let index = 0; ; index++) {
          const page = await batch(index);
          if (page.events.length === 0) break;
          const mine = eventsFor(projector, page);
          if (mine.length > 0) {
            await tablesReady;
            await transaction(() =>
              withTransaction(pool, (client) => (build ? build.add(client, mine) : applyEvents(client, projector, mine))),
            );
          }
          done[p] = index + 1;
          // The batch before the slowest read model's next one is still needed: its end is where that one is read from.
          const needed = slowest() - 1;
          for (const key of batches.keys()) if (key < needed) batches.delete(key);
          wake();
        }
        // What a build kept aside, and the indexes it left out, are written as soon as it is through, beside the read
        // models still being built, rather than one after another at the end.
        if (build && !failed) {
          await tablesReady;
          await transaction(() => withTransaction(pool, (client) => build.finish(client)));
        }
      } catch (error) {
        // One read model failing stops the others at their next batch instead of letting them read the rest of the log.
        failed = true;
        wake();
        throw error;
      }
    }),
  );
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  await start.tablesReady();
  await withTransaction(pool, (client) =>
    writeCheckpoints(
      client,
      projectors.map((p) => p.name),
      position,
    ),
  );
  return { events, position };
}
