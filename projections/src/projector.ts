import type pg from 'pg';
import type { StoredEvent } from '@fr/contracts';

/**
 * A read model: its tables, the event types it needs and how each one changes its rows. `apply` runs inside the
 * transaction that also moves the projector's checkpoint, so every event takes effect exactly once.
 */
export interface Projector {
  readonly name: string;
  /** Idempotent DDL creating the read model's tables. */
  readonly schemaSql: string;
  /** Tables in dependency order; rebuild truncates them and checksums read them, ordered by `orderBy`. */
  readonly tables: ReadonlyArray<{ name: string; orderBy: string }>;
  readonly handles: ReadonlySet<string>;
  apply(client: pg.PoolClient, event: StoredEvent): Promise<void>;
}
