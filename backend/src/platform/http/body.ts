import type { Middleware } from 'koa';
import { bodyParser } from '@koa/bodyparser';
import { MAX_BODY_BYTES } from '@fr/contracts';

/** JSON bodies only, at most MAX_BODY_BYTES; parse failures are thrown with a 4xx status for the error handler. */
export function jsonBody(): Middleware {
  return bodyParser({
    enableTypes: ['json'],
    jsonLimit: MAX_BODY_BYTES,
    encoding: 'utf-8',
    onError(error) {
      throw Object.assign(error, { status: (error as { status?: number }).status ?? 400 });
    },
  }) as Middleware;
}
