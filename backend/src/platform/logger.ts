import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

export type LogFormat = 'auto' | 'json' | 'pretty';

type Output = NodeJS.WritableStream & { isTTY?: boolean };

/**
 * JSON lines for machines (whenever output is not a terminal, unless told otherwise), readable lines for a person at
 * a terminal (`npm start`, `npm run dev`). Pretty printing runs in this thread, synchronously: no worker thread that
 * could outlive a test or swallow the last lines of a crash.
 */
export function createLogger(level: string, format: LogFormat = 'json', out: Output = process.stdout): Logger {
  const options = {
    level,
    base: { service: 'fantasy-rewards' },
    redact: { paths: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'password', '*.password'], remove: true },
  };
  const readable = format === 'pretty' || (format === 'auto' && out.isTTY === true);
  if (!readable) return pino(options, out);
  const colorize = out.isTTY === true;
  return pino(options, pretty({ destination: out, sync: true, colorize, ignore: 'pid,hostname,service', translateTime: 'SYS:HH:MM:ss.l' }));
}
