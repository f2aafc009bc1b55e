import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { checkpointSchema, projectionGroupSchema } from '@fr/contracts';
import type { Logger } from '../logger';
import { pgListener, type PgListener } from '../pg-listener';

/**
 * What the processes that cache sessions tell each other (docs/decisions/0017-session-cache.md): a revocation, its
 * acknowledgement by a process that dropped the sessions, each process's heartbeat to itself, and its leaving. The
 * read cache's messages ride the same bus, in the same order as the heartbeats (0023-read-cache.md): a batch a
 * projections process committed, and a read model swapped for a rebuilt one.
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
  z.object({
    kind: z.literal('changed'),
    from: z.string(),
    group: projectionGroupSchema,
    lowest: checkpointSchema.nullable(),
    last: checkpointSchema,
    subjects: z.array(z.string()),
  }),
  z.object({ kind: z.literal('reset'), from: z.string() }),
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
/**
 * LISTEN/NOTIFY on the sessions' own database, when no Redis is configured: a dedicated connection listens,
 * notifications go through the pool.
 */
export function postgresSessionBus(url: string, pool: pg.Pool, log: Logger): SessionBus {
  let listener: PgListener | null = null;
  return {
    local: false,
    async start(handlers) {
      listener = pgListener(
        url,
        PG_CHANNEL,
        {
          notification(payload) {
            const message = parse(payload, log);
            if (message) handlers.message(message);
          },
          lost: () => handlers.lost(),
        },
        log,
        'session bus',
      );
      await listener.start();
    },
    async publish(message) {
      await pool.query('SELECT pg_notify($1, $2)', [PG_CHANNEL, JSON.stringify(message)]);
    },
    async close() {
      await listener?.close();
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
