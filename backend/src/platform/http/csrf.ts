import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { CSRF_COOKIE, CSRF_HEADER, SAFE_METHODS, texts } from '@fr/contracts';
import { AppError } from '../errors';

/**
 * Double-submit cookie: the `__csrf` cookie (readable by the client, SameSite=Lax) must be echoed in the
 * `x-csrf-token` header on every state-changing request. A cross-site page can neither read the cookie nor set
 * the header.
 */
export function csrfProtection(options: { secure: boolean; exemptPaths?: ReadonlySet<string> }): Middleware {
  return async (ctx, next) => {
    if (options.exemptPaths?.has(ctx.path)) return next();
    let token = ctx.cookies.get(CSRF_COOKIE);
    if (!token || !/^[A-Za-z0-9_-]{32,64}$/.test(token)) {
      token = randomBytes(24).toString('base64url');
      ctx.cookies.set(CSRF_COOKIE, token, { httpOnly: false, sameSite: 'lax', secure: options.secure, path: '/', overwrite: true });
      if (!SAFE_METHODS.includes(ctx.method)) throw new AppError('csrf_failed', texts.server.csrf);
    }
    if (!SAFE_METHODS.includes(ctx.method) && !tokensMatch(token, ctx.get(CSRF_HEADER))) {
      throw new AppError('csrf_failed', texts.server.csrf);
    }
    await next();
  };
}

function tokensMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
