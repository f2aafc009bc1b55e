import { Redis } from 'ioredis';
import type { Logger } from '../logger';

/** ioredis' own default: a command gives up after this many reconnects. */
const PRODUCER_RETRIES_PER_REQUEST = 20;

export interface RedisConnections {
  /** For enqueueing: fails instead of hanging while Redis is down, so an HTTP request can answer. */
  producer(): Redis;
  /** For workers and event listeners, which must wait out outages (BullMQ requires maxRetriesPerRequest: null). */
  consumer(): Redis;
  close(): Promise<void>;
}

/** Two shared connections, opened on first use; BullMQ duplicates what it needs for blocking reads and closes those. */
export function createRedisConnections(redisUrl: string, log: Pick<Logger, 'warn'>): RedisConnections {
  let producer: Redis | undefined;
  let consumer: Redis | undefined;
  const open = (maxRetriesPerRequest: number | null) => {
    const connection = new Redis(redisUrl, { maxRetriesPerRequest });
    connection.on('error', (error) => log.warn({ err: error }, 'redis connection error'));
    return connection;
  };
  return {
    producer: () => (producer ??= open(PRODUCER_RETRIES_PER_REQUEST)),
    consumer: () => (consumer ??= open(null)),
    async close() {
      const opened = [producer, consumer].filter((connection) => connection !== undefined);
      await Promise.all(opened.map((connection) => connection.quit().catch(() => connection.disconnect())));
    },
  };
}
