import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { texts } from '@fr/contracts';
import { AppError } from './errors';

export interface Limiter {
  /** Counts one attempt; over the limit it refuses with 429 (the given message, or the generic one). */
  consume(key: string, message?: string): Promise<void>;
  /** Refuses with 429 while the key is over its limit, without counting an attempt. */
  assertOpen(key: string, message?: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** Makes a limiter: `points` attempts per `seconds`, counted per key. */
export type RateLimit = (name: string, points: number, seconds: number) => Limiter;

/** In Redis when there is one (several API processes share the counts), in memory in the embedded mode. */
export function createRateLimit(redis: Redis | null, prefix = 'rl'): RateLimit {
  return (name, points, duration) => {
    const options = { keyPrefix: `${prefix}:${name}`, points, duration };
    const limiter: RateLimiterAbstract = redis
      ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
      : new RateLimiterMemory(options);
    const refuse = (message?: string) => new AppError('rate_limited', message ?? texts.server.rateLimited);
    return {
      async consume(key, message) {
        try {
          await limiter.consume(key);
        } catch (error) {
          if (error instanceof RateLimiterRes) throw refuse(message);
          throw error;
        }
      },
      async assertOpen(key, message) {
        const state = await limiter.get(key);
        if (state && state.consumedPoints >= points) throw refuse(message);
      },
      async reset(key) {
        await limiter.delete(key);
      },
    };
  };
}
