import pg from 'pg';
import type { Logger } from './logger';

/** After the listening connection broke, how long before connecting again (a database restart takes seconds). */
const RECONNECT_MS = 1000;

export interface PgListenerHandlers {
  /** Each notification's payload on the channel. */
  notification(payload: string): void;
  /** The connection broke: notifications sent meanwhile may never arrive (it reconnects on its own). */
  lost(): void;
}

export interface PgListener {
  /** Connects and listens; fails if the first connection cannot be made. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * LISTEN on one channel of a PostgreSQL database over a dedicated connection (a pooled one would be handed to
 * queries), connecting again after it breaks. Notifications are sent with `pg_notify` through any connection.
 */
export function pgListener(url: string, channel: string, handlers: PgListenerHandlers, log: Logger, what: string): PgListener {
  let listener: pg.Client | null = null;
  let closed = false;
  let reconnect: NodeJS.Timeout | null = null;
  const retry = () => {
    reconnect = setTimeout(() => {
      listen().catch((error: unknown) => {
        log.warn({ err: error }, `${what}: PostgreSQL listener could not reconnect`);
        if (!closed) retry();
      });
    }, RECONNECT_MS);
    reconnect.unref();
  };
  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (notification) => {
      if (notification.channel === channel && notification.payload !== undefined) handlers.notification(notification.payload);
    });
    // Only a connection that was listening breaks here; one that never got there fails listen() instead.
    let live = false;
    const broke = (error?: unknown) => {
      if (!live || closed) return;
      live = false;
      if (error) log.warn({ err: error }, `${what}: PostgreSQL listener lost`);
      handlers.lost();
      client.end().catch(() => undefined);
      retry();
    };
    client.on('error', broke);
    client.on('end', () => broke());
    listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    live = true;
  };
  return {
    start: listen,
    async close() {
      closed = true;
      if (reconnect) clearTimeout(reconnect);
      await listener?.end().catch(() => undefined);
    },
  };
}
