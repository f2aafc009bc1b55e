import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import {
  SIGNIN_ATTEMPTS_PER_ACCOUNT,
  SIGNIN_ATTEMPTS_PER_IP,
  SIGNIN_WINDOW_SECONDS,
  SIGNUP_ATTEMPTS_PER_IP,
  SIGNUP_WINDOW_SECONDS,
  texts,
} from '@fr/contracts';
import { AppError } from './errors';

export interface Limiter {
  consume(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface Limiters {
  signInPerAccount: Limiter;
  signInPerIp: Limiter;
  signUpPerIp: Limiter;
}

/** In Redis when there is one (several API processes share the counts), in memory in the embedded mode. */
export function createLimiters(redis: Redis | null, prefix = 'rl'): Limiters {
  const make = (name: string, points: number, duration: number): Limiter => {
    const options = { keyPrefix: `${prefix}:${name}`, points, duration };
    const limiter: RateLimiterAbstract = redis
      ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
      : new RateLimiterMemory(options);
    return {
      async consume(key) {
        try {
          await limiter.consume(key);
        } catch (error) {
          if (error instanceof RateLimiterRes) throw new AppError('rate_limited', texts.server.rateLimited);
          throw error;
        }
      },
      async reset(key) {
        await limiter.delete(key);
      },
    };
  };
  return {
    signInPerAccount: make('signin-account', SIGNIN_ATTEMPTS_PER_ACCOUNT, SIGNIN_WINDOW_SECONDS),
    signInPerIp: make('signin-ip', SIGNIN_ATTEMPTS_PER_IP, SIGNIN_WINDOW_SECONDS),
    signUpPerIp: make('signup-ip', SIGNUP_ATTEMPTS_PER_IP, SIGNUP_WINDOW_SECONDS),
  };
}
