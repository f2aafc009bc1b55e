import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'fantasy-rewards' },
    redact: { paths: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'password', '*.password'], remove: true },
  });
}
