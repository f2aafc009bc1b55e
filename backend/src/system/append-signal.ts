import type pg from 'pg';
import type { EventStore } from '@fr/contracts';
import type { Logger } from '../platform/logger';
import { pgListener, type PgListener } from '../platform/pg-listener';

/** The channel every process appending to the PostgreSQL log notifies after an append. */
export const APPEND_CHANNEL = 'fr_events_appended';

/**
 * Tells the other processes on the same PostgreSQL database that the log grew, so their projections wake at once
 * instead of at their next poll (issue 24, item 3). Notifications from one event loop turn are sent as one, and none
 * while this process projects every group itself (no other process has anything to wake for). Losing one costs only
 * latency: the runner still polls.
 */
export class AppendSignal {
  private pending = false;
  private listener: PgListener | null = null;

  constructor(
    private readonly url: string,
    private readonly pool: pg.Pool,
    private readonly log: Logger,
    private readonly projectsEverything: () => boolean = () => false,
  ) {}

  /** Listens for other processes' appends; `onAppended` runs for each notification (its own appends' too). */
  async listen(onAppended: () => void): Promise<void> {
    this.listener = pgListener(this.url, APPEND_CHANNEL, { notification: onAppended, lost: onAppended }, this.log, 'append signal');
    await this.listener.start();
  }

  appended(): void {
    if (this.pending || this.projectsEverything()) return;
    this.pending = true;
    setImmediate(() => {
      this.pending = false;
      this.pool.query('SELECT pg_notify($1, $2)', [APPEND_CHANNEL, '']).catch((error: unknown) => {
        this.log.warn({ err: error }, 'append signal: could not notify; other processes catch up at their next poll');
      });
    });
  }

  async close(): Promise<void> {
    await this.listener?.close();
  }
}

/** The store, signalling every append it commits. */
export function signallingAppends(store: EventStore, signal: AppendSignal): EventStore {
  return {
    ...store,
    async append(streamId, events, options) {
      const result = await store.append(streamId, events, options);
      signal.appended();
      return result;
    },
    async appendMany(batch) {
      const outcomes = await store.appendMany(batch);
      signal.appended();
      return outcomes;
    },
  };
}
