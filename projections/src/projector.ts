import { createHash } from 'node:crypto';
import type pg from 'pg';
import { eventCatalogue, type EventData, type EventType, type ProjectionGroup, type StoredEvent } from '@fr/contracts';
import { dropIndexes } from './runner/deferred-indexes';
import { columnOf } from './sql-array';

/**
 * A read model: its tables, the event types it needs and how each one changes its rows. `apply` runs inside the
 * transaction that also moves the projector's checkpoint, so every event takes effect exactly once; handlers are
 * still idempotent (applying an event twice leaves the rows as once), which the read-model tests check.
 */
export interface Projector {
  readonly name: string;
  /** The group it is caught up with: one projections process owns a group at a time, and a reader waits for its groups. */
  readonly group: ProjectionGroup;
  /** Idempotent DDL creating the read model's tables. */
  readonly schemaSql: string;
  /** Tables in dependency order; rebuild drops them and checksums read them, ordered by `orderBy`. */
  readonly tables: ReadonlyArray<{ name: string; orderBy: string }>;
  readonly handles: ReadonlySet<string>;
  /** Changes whenever the schema or the handled event types change; the runner then rebuilds this read model. */
  readonly signature: string;
  apply(client: pg.PoolClient, event: StoredEvent): Promise<void>;
  /**
   * The set-based path of a read model that has one: the same rows as `apply` on each event in order, written with a
   * few multi-row statements per batch instead of one or more per event. The runner calls it inside the batch's
   * transaction, as it calls `apply`.
   */
  applyBatch?(client: pg.PoolClient, events: readonly StoredEvent[]): Promise<void>;
  /**
   * The read model's own way of filling its empty tables from the start of the log, where it has one (see
   * `ProjectorDefinition.build`): a rebuild's shadow and the integrity check's copy use it in place of `applyBatch`.
   */
  startBuild?(): ReadModelBuild;
}

/** One build of a read model into its empty tables, fed the whole log once, in order. */
export interface ReadModelBuild {
  /** The next events of the log this read model handles (each event once, in log order). */
  add(client: pg.PoolClient, events: readonly StoredEvent[]): Promise<void>;
  /** After the last event: writes what the build kept aside; the tables then hold what `applyBatch` would have left. */
  finish(client: pg.PoolClient): Promise<void>;
}

/** One event type's handler: its payload typed from the contracts' event catalogue. */
export type EventHandler<T extends EventType> = (client: pg.PoolClient, data: EventData<T>, event: StoredEvent) => Promise<unknown>;
export type EventHandlers = { [T in EventType]?: EventHandler<T> };

/** What one event of a batched type adds to the batch: rows computed from its payload alone, without reading the database. */
export type RowsOf<T extends EventType, Row> = (data: EventData<T>, event: StoredEvent) => readonly Row[];
export type BatchRows<Row> = { [T in EventType]?: RowsOf<T, Row> };

/**
 * The frequent event types of a large read model, written set-based: each event becomes rows (`rows`, pure), and
 * `write` writes the rows of many consecutive events at once. `write` must leave the tables as writing the same rows
 * one event at a time would (running balances in row order, sums per key) and be idempotent: rows it wrote before
 * (a replayed event) change nothing, so aggregates move only by rows it actually inserts.
 */
export interface BatchDefinition<Row> {
  rows: BatchRows<Row>;
  write(client: pg.PoolClient, rows: readonly Row[]): Promise<void>;
}

/**
 * Filling a batched read model's empty tables from rows of the whole log, in order: it may keep aggregates in memory
 * (running balances, sums per key) instead of reading them back from its tables for every batch, and write them once
 * at the end. It must leave exactly the rows `write` would (the batch property test compares them).
 */
export interface TableBuild<Row> {
  write(client: pg.PoolClient, rows: readonly Row[]): Promise<void>;
  finish(client: pg.PoolClient): Promise<void>;
}

export interface ProjectorDefinition<Row = never> {
  name: string;
  /** `player` unless only the operators read it (contracts' projection-groups.ts says what each group is for). */
  group?: ProjectionGroup;
  schemaSql: string;
  tables: ReadonlyArray<{ name: string; orderBy: string }>;
  /**
   * Per-event handlers: the rare event types, and those whose effect reads the read model's rows. An event type may
   * also have batch rows: they are written first, then the handler runs.
   */
  handlers: EventHandlers;
  batch?: BatchDefinition<Row>;
  /**
   * The fast path of a rebuild: a fresh build from the start of the log, which knows its tables start empty and that the
   * log holds each event once (the store's event ids are unique), so it neither looks for rows written before nor reads
   * back what it wrote. The per-event handlers, if any, run on the tables as the build goes, once the build has been
   * given the rows before them (as in a batch): whatever they read or write must be what the build has written by then,
   * never what it keeps aside in memory for its end. The build then leaves out only the `indexesAfterBuild`, since the
   * handlers' statements may need the others (an ON CONFLICT needs its key).
   */
  build?: () => TableBuild<Row>;
  /**
   * Indexes that only the queries read: a rebuild's build makes them after its rows instead of updating them with every
   * row. Secondary indexes that neither the handlers nor the batch writes read; and, where the read model has a build
   * of its own, the key of a table only that build fills (COPY needs no key, and the build's events are each once in
   * the log) while no handler's statement names it (an ON CONFLICT with that key as its target, a lookup by it).
   */
  indexesAfterBuild?: readonly string[];
}

/**
 * A batch's upserts of one text value per text key, in one statement: each key ends with its last value in the batch
 * (a row's place is its ordinality), as the upserts one event at a time would leave it. The table and column names
 * are the read model's own, never input.
 */
export async function upsertLastValues(
  client: pg.PoolClient,
  target: { table: string; key: string; value: string },
  pairs: ReadonlyArray<readonly [key: string, value: string]>,
): Promise<void> {
  if (pairs.length === 0) return;
  const { table, key, value } = target;
  await client.query(
    `INSERT INTO ${table} (${key}, ${value})
     SELECT DISTINCT ON (k) k, v FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS i(k, v, n)
     ORDER BY k, n DESC
     ON CONFLICT (${key}) DO UPDATE SET ${value} = EXCLUDED.${value}`,
    [columnOf(pairs, ([k]) => k), columnOf(pairs, ([, v]) => v)],
  );
}

const isEventType = (type: string): type is EventType => Object.hasOwn(eventCatalogue, type);

/**
 * A payload already checked, kept on its stored event: every projector of a shared batch gets the same event objects.
 * A property rather than a WeakMap, whose entries cost the garbage collector more than the checks they save (measured
 * in a rebuild's profile). It names the payload it was parsed from, so a copy of the event with other data (the
 * personal-data store's opened copy spreads the sealed event) is parsed again, never handed the other's payload.
 */
const PARSED = Symbol('parsed payload');
type Parsed = { [PARSED]?: { from: unknown; data: unknown } };

/**
 * The payload checked against its contract schema. The cast is the one place TypeScript cannot follow: the schema
 * looked up by a generic event type parses to that type's payload.
 */
export function parseEventData<T extends EventType>(type: T, data: unknown): EventData<T> {
  return eventCatalogue[type].schema.parse(data) as EventData<T>;
}

/** The payload of a stored event, parsed once however many projectors read it (handlers never change a payload). */
function payloadOf<T extends EventType>(type: T, event: StoredEvent): EventData<T> {
  const holder: StoredEvent & Parsed = event;
  const kept = holder[PARSED];
  if (kept?.from === event.data) return kept.data as EventData<T>;
  const data = parseEventData(type, event.data);
  holder[PARSED] = { from: event.data, data };
  return data;
}

function dispatch<T extends EventType>(handlers: EventHandlers, type: T, client: pg.PoolClient, event: StoredEvent) {
  const handler: EventHandler<T> | undefined = handlers[type];
  return handler?.(client, payloadOf(type, event), event);
}

function rowsOf<T extends EventType, Row>(rows: BatchRows<Row>, type: T, event: StoredEvent): readonly Row[] | undefined {
  const collect: RowsOf<T, Row> | undefined = rows[type];
  return collect?.(payloadOf(type, event), event);
}

/**
 * A projector from typed per-event handlers: each handler gets the event's payload, validated and typed. With a
 * `batch`, runs of consecutive batched events are written together; a per-event handler in between first gets the rows
 * before it written, so whatever it reads is as it would be event by event.
 */
export function defineProjector<Row = never>(definition: ProjectorDefinition<Row>): Projector {
  const { name, schemaSql, tables, handlers, batch, build } = definition;
  const group = definition.group ?? 'player';
  const batched = Object.keys(batch?.rows ?? {});
  if (build && !batch) throw new Error(`${name}: a build needs a batch path`);
  const handles = new Set([...Object.keys(handlers), ...batched]);
  const signature = createHash('sha256')
    .update(JSON.stringify([schemaSql, tables, [...handles].sort()]))
    .digest('hex')
    .slice(0, 16);
  const described = { name, group, schemaSql, tables, handles, signature };
  if (!batch) {
    const apply = async (client: pg.PoolClient, event: StoredEvent) => {
      if (isEventType(event.type)) await dispatch(handlers, event.type, client, event);
    };
    return {
      ...described,
      apply,
      ...buildOf(definition, async (client, events) => {
        for (const event of events) await apply(client, event);
      }),
    };
  }
  const applyBatch = applyWith(batch, handlers, (client, rows) => batch.write(client, rows));
  return { ...described, apply: (client, event) => applyBatch(client, [event]), applyBatch, ...buildOf(definition, applyBatch) };
}

type ApplyEvents = (client: pg.PoolClient, events: readonly StoredEvent[]) => Promise<void>;

/**
 * Events applied through a batch path: runs of batched rows are written together by `write`; an event with a handler
 * first gets the rows before it (its own included) written, so whatever the handler reads is as it would be event by
 * event.
 */
function applyWith<Row>(
  batch: BatchDefinition<Row>,
  handlers: EventHandlers,
  write: (client: pg.PoolClient, rows: readonly Row[]) => Promise<void>,
): ApplyEvents {
  return async (client, events) => {
    let pending: Row[] = [];
    const flush = async () => {
      if (pending.length > 0) await write(client, pending);
      pending = [];
    };
    for (const event of events) {
      if (!isEventType(event.type)) continue;
      const rows = rowsOf(batch.rows, event.type, event);
      if (rows) pending.push(...rows);
      if (handlers[event.type]) {
        await flush();
        await dispatch(handlers, event.type, client, event);
      }
    }
    await flush();
  };
}

/**
 * A projector's way of filling its empty tables, where it has one of its own (`build`) or indexes to make after its
 * rows (`indexesAfterBuild`): the rows go into tables without the indexes nothing reads meanwhile (see dropIndexes), and
 * those are made once, at the end. An own build without handlers drops every index of its tables, since it reads none
 * of them back.
 */
function buildOf<Row>(definition: ProjectorDefinition<Row>, applyBatch: ApplyEvents): Pick<Projector, 'startBuild'> {
  const { tables, handlers, batch, build, indexesAfterBuild } = definition;
  if (!build && !indexesAfterBuild) return {};
  const names = tables.map((table) => table.name);
  const onlyRows = Object.keys(handlers).length === 0;
  return {
    startBuild(): ReadModelBuild {
      const filling = build?.();
      const add = filling ? applyWith(batch!, handlers, (client, rows) => filling.write(client, rows)) : applyBatch;
      /** The statements making the dropped indexes again; none yet where the build got no event. */
      let indexes: string[] | undefined;
      return {
        async add(client, events) {
          indexes ??= await dropIndexes(client, names, filling && onlyRows ? undefined : (indexesAfterBuild ?? []));
          await add(client, events);
        },
        async finish(client) {
          await filling?.finish(client);
          for (const statement of indexes ?? []) await client.query(statement);
        },
      };
    },
  };
}
