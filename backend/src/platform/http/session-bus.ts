import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { Logger } from '../logger';

/**
 * What the processes that cache sessions tell each other (docs/decisions/0017-session-cache.md): a revocation, its
 * acknowledgement by a process that dropped the sessions, each process's heartbeat to itself, and its leaving.
 */
export const busMessageSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('revoke'),
    from: z.string(),
    nonce: z.string(),
    sessionIds: z.array(z.string()),
    userIds: z.array(z.string()),
  }),
  z.object({ kind: z.literal('ack'), from: z.string(), nonce: z.string() }),
  /** `sentAt` is the sender's own monotonic clock: only the sender reads it. */
  z.object({ kind: z.literal('beat'), from: z.string(), sentAt: z.number() }),
  /** A process that stopped serving: nobody waits for its acknowledgements any more. */
  z.object({ kind: z.literal('leave'), from: z.string() }),
]);
export type BusMessage = z.infer<typeof busMessageSchema>;

export interface BusHandlers {
  /** Each message, this process's own included, in the one order the bus delivers them to every subscriber. */
  message(message: BusMessage): void;
  /** The subscription broke: messages sent meanwhile may never arrive. */
  lost(): void;
}

/** Carries messages between every process on the same data. */
export interface SessionBus {
  /** One process only (embedded): nothing to tell anyone, the local cache is the only one. */
  readonly local: boolean;
  start(handlers: BusHandlers): Promise<void>;
  /** Resolves once the bus has taken the message; rejects when it could not be sent. */
  publish(message: BusMessage): Promise<void>;
  close(): Promise<void>;
}

/** The embedded mode's bus: PGlite is one process's database, so no other process holds a session of it. */
export function localSessionBus(): SessionBus {
  return { local: true, start: async () => undefined, publish: async () => undefined, close: async () => undefined };
}

function parse(raw: string, log: Logger): BusMessage | null {
  try {
    return busMessageSchema.parse(JSON.parse(raw));
  } catch (error) {
    log.warn({ err: error }, 'session bus: unreadable message ignored');
    return null;
  }
}

/**
 * Redis pub/sub. The channel is named after the database's own id (sessionBusChannelId), so processes on the same
 * data meet whatever address each uses for it, and test systems on separate databases never hear each other.
 */
export function redisSessionBus(url: string, channelId: string, log: Logger): SessionBus {
  const channel = `fr:session-bus:${channelId}`;
  const publisher = new Redis(url, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url);
  return {
    local: false,
    async start(handlers) {
      subscriber.on('message', (from: string, raw: string) => {
        if (from !== channel) return;
        const message = parse(raw, log);
        if (message) handlers.message(message);
      });
      // ioredis subscribes again after reconnecting; what was published in between is gone.
      subscriber.on('close', () => handlers.lost());
      subscriber.on('error', (error: unknown) => log.warn({ err: error }, 'session bus: Redis subscriber error'));
      publisher.on('error', (error: unknown) => log.warn({ err: error }, 'session bus: Redis publisher error'));
      await subscriber.subscribe(channel);
    },
    async publish(message) {
      await publisher.publish(channel, JSON.stringify(message));
    },
    async close() {
      subscriber.removeAllListeners('close');
      await Promise.all([subscriber.quit().catch(() => undefined), publisher.quit().catch(() => undefined)]);
    },
  };
}

/** PostgreSQL's channel (LISTEN/NOTIFY is per database already). */
const PG_CHANNEL = 'fr_session_bus';
/** After the listening connection broke, how long before connecting again (a database restart takes seconds). */
const PG_RECONNECT_MS = 1000;

/**
 * LISTEN/NOTIFY on the sessions' own database, when no Redis is configured: a dedicated connection listens (a pooled
 * one would be handed to queries), notifications go through the pool.
 */
export function postgresSessionBus(url: string, pool: pg.Pool, log: Logger): SessionBus {
  let listener: pg.Client | null = null;
  let closed = false;
  let reconnect: NodeJS.Timeout | null = null;
  const retry = (handlers: BusHandlers) => {
    reconnect = setTimeout(() => {
      listen(handlers).catch((error: unknown) => {
        log.warn({ err: error }, 'session bus: PostgreSQL listener could not reconnect');
        if (!closed) retry(handlers);
      });
    }, PG_RECONNECT_MS);
    reconnect.unref();
  };
  const listen = async (handlers: BusHandlers): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', ({ channel, payload }) => {
      if (channel !== PG_CHANNEL || payload === undefined) return;
      const message = parse(payload, log);
      if (message) handlers.message(message);
    });
    // Only a connection that was listening breaks here; one that never got there fails listen() instead.
    let live = false;
    const broke = (error?: unknown) => {
      if (!live || closed) return;
      live = false;
      if (error) log.warn({ err: error }, 'session bus: PostgreSQL listener lost');
      handlers.lost();
      client.end().catch(() => undefined);
      retry(handlers);
    };
    client.on('error', broke);
    client.on('end', () => broke());
    listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${PG_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    live = true;
  };
  return {
    local: false,
    start: listen,
    async publish(message) {
      await pool.query('SELECT pg_notify($1, $2)', [PG_CHANNEL, JSON.stringify(message)]);
    },
    async close() {
      closed = true;
      if (reconnect) clearTimeout(reconnect);
      await listener?.end().catch(() => undefined);
    },
  };
}

export const sessionBusSchemaSql = `
CREATE TABLE IF NOT EXISTS session_bus (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  channel_id text NOT NULL
);`;

/** The database's own id for the Redis channel: made once, by whichever process starts first. */
export async function sessionBusChannelId(pool: pg.Pool): Promise<string> {
  await pool.query('INSERT INTO session_bus (channel_id) VALUES ($1) ON CONFLICT (singleton) DO NOTHING', [
    randomBytes(16).toString('base64url'),
  ]);
  const { rows } = await pool.query<{ channel_id: string }>('SELECT channel_id FROM session_bus');
  return rows[0]!.channel_id;
}
