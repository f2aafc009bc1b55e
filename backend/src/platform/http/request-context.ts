import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { withCorrelation } from '../correlation';
import type { Logger } from '../logger';

declare module 'koa' {
  interface DefaultState {
    requestId: string;
    log: Logger;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Gives every request an id (a sane incoming x-request-id is kept) and a child logger, and logs the outcome. */
export function requestContext(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set('x-request-id', requestId);
    const started = performance.now();
    try {
      await withCorrelation(`request:${requestId}`, next);
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const entry = { method: ctx.method, path: ctx.path, status: ctx.status, ms };
      if (ctx.status >= 500) ctx.state.log.error(entry, 'request failed');
      else ctx.state.log.info(entry, 'request');
    }
  };
}
