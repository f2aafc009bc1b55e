import { existsSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '@fr/contracts/http';
import { robotsTxt, SIGNED_IN_DOCUMENT } from '@fr/contracts/shell';

/** Hashed file names change with their content, so a browser may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Only text has a precompressed variant worth sending; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

/** The weight the client gives each coding in Accept-Encoding (`*` stands for any not named; absent means 0). */
function weights(header: string | undefined): (coding: string) => number {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) q.set(name, weight === undefined ? 1 : Number(weight));
  }
  return (coding) => q.get(coding) ?? q.get('*') ?? 0;
}

/**
 * The variant to send: the one the client weighs highest, brotli when br and gzip weigh the same (browsers list gzip
 * first, yet brotli is smaller). koa-send alone would send br whenever it is accepted at all.
 */
function preferredEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  const q = weights(header);
  if (q('br') > 0 && q('br') >= q('gzip')) return 'br';
  return q('gzip') > 0 ? 'gzip' : 'identity';
}

/**
 * Keeps the page's signed-in hint in step with the session cookie's presence (not its validity: the API checks that).
 * Sent only when it changes, so most page loads carry no Set-Cookie.
 */
function syncSignedInHint(ctx: Context): void {
  const hasSession = ctx.cookies.get(SESSION_COOKIE) !== undefined;
  const hint = ctx.cookies.get(SIGNED_IN_HINT_COOKIE, { signed: false });
  if (hasSession === (hint === '1')) return;
  // Unsigned: it grants nothing, so there is nothing to forge.
  const options = { httpOnly: false, signed: false, sameSite: 'lax' as const, secure: ctx.secure, path: '/', overwrite: true };
  ctx.cookies.set(SIGNED_IN_HINT_COOKIE, hasSession ? '1' : null, options);
}

/** The document of every client route the build did not prerender: the app's HTML with an empty root. */
const SHELL = 'shell.html';
/** A document the client build wrote (a prerendered page or the shell), compressed or not. */
const DOCUMENT = /\.html(\.br|\.gz)?$/;

/**
 * Serves the built client on the API's origin: real files when they exist, a prerendered page's document where the
 * build wrote one (`/` is index.html, `/raffles` is raffles/index.html, `/dashboard/signed-in.html` for a browser
 * holding a session cookie), otherwise shell.html so client-side routes
 * survive a reload. The build writes `.br` and `.gz` beside each text file; the variant the client accepts is sent
 * (brotli first), nothing is compressed per request. Hashed assets are cached for a year; everything else, the
 * documents above all, is revalidated on every load so a release is picked up at once; a document carries the
 * signed-in hint. /robots.txt comes from the contracts, not from the build.
 */
export function staticClient(dir: string): Middleware {
  const root = resolve(dir);
  const assets = resolve(root, 'assets') + sep;
  const hasClient = existsSync(resolve(root, 'index.html'));
  const options = (path: string, encoding: ReturnType<typeof preferredEncoding>): send.SendOptions => {
    const variants = COMPRESSIBLE.test(path);
    return {
      root,
      index: 'index.html',
      // A missing .br (a file too small to gain) falls back to .gz when the client takes both.
      brotli: variants && encoding === 'br',
      gzip: variants && (encoding === 'br' || encoding === 'gzip'),
      setHeaders: (res, file) => res.setHeader('Cache-Control', file.startsWith(assets) ? IMMUTABLE : 'no-cache'),
    };
  };
  const sendShell = async (ctx: Context, encoding: ReturnType<typeof preferredEncoding>) => {
    syncSignedInHint(ctx);
    await send(ctx, SHELL, options(SHELL, encoding));
  };
  return async (ctx, next) => {
    // Crawlers ask for /robots.txt first; without this answer the client-route fallback would send them the app's HTML.
    if (ctx.path === '/robots.txt' && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = robotsTxt;
      return;
    }
    if (!hasClient || (ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/')) return next();
    // The same URL answers with different bytes by Accept-Encoding: shared caches must keep them apart.
    ctx.vary('Accept-Encoding');
    const isAsset = ctx.path.startsWith('/assets/');
    const encoding = preferredEncoding(ctx.get('accept-encoding') || undefined);
    // A client route is a folder's index.html where the build prerendered it (koa-send looks for the .br and .gz
    // beside the path it is given, before it would turn a folder into its index.html). The markup was made for the
    // address without a query: one with a query (a filter, a link's campaign tag) gets the shell, which the client
    // renders for what it asks.
    const folder = ctx.path.endsWith('/') ? ctx.path : extname(ctx.path) === '' ? `${ctx.path}/` : undefined;
    if (folder !== undefined && ctx.querystring !== '') return sendShell(ctx, encoding);
    // A page prerendered for signed-in players goes to a browser holding a session cookie, which the document's
    // signed-in hint then tells the client (its first render is the markup's); every other browser gets the visitor's.
    const signedIn = folder !== undefined && ctx.cookies.get(SESSION_COOKIE) !== undefined;
    const paths = folder === undefined ? [ctx.path] : [...(signedIn ? [`${folder}${SIGNED_IN_DOCUMENT}`] : []), `${folder}index.html`];
    for (const path of paths) {
      try {
        const served = await send(ctx, path, options(path, encoding));
        if (DOCUMENT.test(served)) syncSignedInHint(ctx);
        if (served) return;
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status !== 404 && status !== 400 && status !== 403) throw error;
        if (isAsset) return next();
      }
    }
    await sendShell(ctx, encoding);
  };
}
