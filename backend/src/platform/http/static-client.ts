import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

/**
 * Serves the built client on the API's origin: real files when they exist, otherwise index.html so client-side
 * routes survive a reload. Hashed assets are cached for a year; index.html never.
 */
export function staticClient(dir: string): Middleware {
  const root = resolve(dir);
  const hasClient = existsSync(resolve(root, 'index.html'));
  return async (ctx, next) => {
    if (!hasClient || (ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/')) return next();
    const isAsset = ctx.path.startsWith('/assets/');
    try {
      const served = await send(ctx, ctx.path, {
        root,
        index: 'index.html',
        maxage: isAsset ? 365 * 24 * 3600 * 1000 : 0,
        immutable: isAsset,
      });
      if (served) return;
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status !== 404 && status !== 400 && status !== 403) throw error;
      if (isAsset) return next();
    }
    ctx.set('cache-control', 'no-cache');
    await send(ctx, 'index.html', { root });
  };
}
