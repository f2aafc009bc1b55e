import { createHash } from 'node:crypto';
import type pg from 'pg';
import { eventCatalogue, type EventData, type EventType, type StoredEvent } from '@fr/contracts';

/**
 * A read model: its tables, the event types it needs and how each one changes its rows. `apply` runs inside the
 * transaction that also moves the projector's checkpoint, so every event takes effect exactly once; handlers are
 * still idempotent (applying an event twice leaves the rows as once), which the read-model tests check.
 */
export interface Projector {
  readonly name: string;
  /** Idempotent DDL creating the read model's tables. */
  readonly schemaSql: string;
  /** Tables in dependency order; rebuild drops them and checksums read them, ordered by `orderBy`. */
  readonly tables: ReadonlyArray<{ name: string; orderBy: string }>;
  readonly handles: ReadonlySet<string>;
  /** Changes whenever the schema or the handled event types change; the runner then rebuilds this read model. */
  readonly signature: string;
  apply(client: pg.PoolClient, event: StoredEvent): Promise<void>;
}

/** One event type's handler: its payload typed from the contracts' event catalogue. */
export type EventHandler<T extends EventType> = (client: pg.PoolClient, data: EventData<T>, event: StoredEvent) => Promise<unknown>;
export type EventHandlers = { [T in EventType]?: EventHandler<T> };

export interface ProjectorDefinition {
  name: string;
  schemaSql: string;
  tables: ReadonlyArray<{ name: string; orderBy: string }>;
  handlers: EventHandlers;
}

const isEventType = (type: string): type is EventType => Object.hasOwn(eventCatalogue, type);

/**
 * The payload checked against its contract schema. The cast is the one place TypeScript cannot follow: the schema
 * looked up by a generic event type parses to that type's payload.
 */
export function parseEventData<T extends EventType>(type: T, data: unknown): EventData<T> {
  return eventCatalogue[type].schema.parse(data) as EventData<T>;
}

function dispatch<T extends EventType>(handlers: EventHandlers, type: T, client: pg.PoolClient, event: StoredEvent) {
  const handler: EventHandler<T> | undefined = handlers[type];
  return handler?.(client, parseEventData(type, event.data), event);
}

/** A projector from typed per-event handlers: each handler gets the event's payload, validated and typed. */
export function defineProjector(definition: ProjectorDefinition): Projector {
  const { name, schemaSql, tables, handlers } = definition;
  const handles = new Set(Object.keys(handlers));
  return {
    name,
    schemaSql,
    tables,
    handles,
    signature: createHash('sha256')
      .update(JSON.stringify([schemaSql, tables, [...handles].sort()]))
      .digest('hex')
      .slice(0, 16),
    async apply(client, event) {
      if (isEventType(event.type)) await dispatch(handlers, event.type, client, event);
    },
  };
}
