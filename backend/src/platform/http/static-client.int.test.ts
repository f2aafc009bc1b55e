import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '@fr/contracts/http';
import { robotsTxt, SIGNED_IN_DOCUMENT } from '@fr/contracts/shell';
import { staticClient } from './static-client';

const script = Buffer.from(`export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`);
const documentOf = (body: string) => Buffer.from(`<!doctype html><html><body>${body}${'<!-- padding -->'.repeat(100)}</body></html>`);
/** The shell every client route without a prerendered page gets, and the two pages the build prerenders. */
const shell = documentOf('<div id="root"></div>');
const landing = documentOf('<div id="root" data-prerendered="mobile"><h1>Landing</h1></div>');
const raffles = documentOf('<div id="root" data-prerendered="mobile"><h1>Raffles</h1></div>');
/** The dashboard as prerendered for a signed-in player: sent only to a browser holding a session cookie. */
const dashboard = documentOf('<div id="root" data-prerendered="mobile"><h1>Dashboard</h1></div>');
/** The first bytes of a PNG and some noise: already compressed, as every image is. */
const image = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096, 7)]);

let dir: string;
let server: Server;
let port: number;

/** A build as vite leaves it: hashed assets with their `.br` and `.gz`, the documents with their own. */
async function writeBuild(root: string): Promise<void> {
  await mkdir(join(root, 'assets'));
  await mkdir(join(root, 'raffles'));
  await mkdir(join(root, 'dashboard'));
  const withVariants = async (path: string, content: Buffer) => {
    await writeFile(path, content);
    await writeFile(`${path}.br`, brotliCompressSync(content));
    await writeFile(`${path}.gz`, gzipSync(content));
  };
  await withVariants(join(root, 'shell.html'), shell);
  await withVariants(join(root, 'index.html'), landing);
  await withVariants(join(root, 'raffles', 'index.html'), raffles);
  await withVariants(join(root, 'dashboard', SIGNED_IN_DOCUMENT), dashboard);
  await withVariants(join(root, 'assets', 'app-Bx12cD34.js'), script);
  await writeFile(join(root, 'assets', 'photo-Ab12Cd34.png'), image);
  // A stray variant beside an image (another tool's, say) is never sent: the image is served as it is.
  await writeFile(join(root, 'assets', 'photo-Ab12Cd34.png.br'), brotliCompressSync(image));
}

/** Raw bytes and headers, without the decoding fetch would do behind the test's back. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'static-client-'));
  await writeBuild(dir);
  const app = new Koa();
  app.use(staticClient(dir));
  server = app.listen(0, '127.0.0.1');
  await new Promise((ready) => server.once('listening', ready));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  await rm(dir, { recursive: true, force: true });
});

describe('static client: compression negotiation', () => {
  it('sends the brotli variant to a client that accepts br, keyed by Accept-Encoding', async () => {
    const res = await get('/assets/app-Bx12cD34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(res.body)).toEqual(script);
  });

  it('sends the gzip variant to a client that accepts gzip only, or prefers it', async () => {
    for (const accept of ['gzip', 'br;q=0.5, gzip']) {
      const res = await get('/assets/app-Bx12cD34.js', { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(res.body)).toEqual(script);
    }
  });

  it('sends the file as it is to a client that does not ask for compression, or refuses it', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }] as Array<
      Record<string, string>
    >) {
      const res = await get('/assets/app-Bx12cD34.js', headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toEqual(script);
    }
  });

  it('never compresses an image, even with a variant beside it', async () => {
    const res = await get('/assets/photo-Ab12Cd34.png', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.body).toEqual(image);
  });

  it('answers HEAD with the headers of the variant GET would send, and no body', async () => {
    const res = await get('/assets/app-Bx12cD34.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(script).length);
    expect(res.body.length).toBe(0);
  });
});

describe('static client: cache headers', () => {
  it('lets browsers keep hashed assets for a year without revalidating', async () => {
    for (const path of ['/assets/app-Bx12cD34.js', '/assets/photo-Ab12Cd34.png']) {
      const res = await get(path, { 'accept-encoding': 'br' });
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends a prerendered page its own document and every other client route the shell, revalidated, compressed too', async () => {
    const documents: Array<[path: string, document: Buffer]> = [
      ['/', landing],
      ['/index.html', landing],
      ['/raffles', raffles],
      ['/raffles/', raffles],
      ['/dashboard', shell],
      ['/raffles/some-id/proof', shell],
      // The markup was made for the address without a query.
      ['/raffles?sport=nba', shell],
      ['/?utm_source=mail', shell],
    ];
    for (const [path, document] of documents) {
      const res = await get(path, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.body), path).toEqual(document);
    }
  });

  it("sends the page prerendered for signed-in players to a browser with a session cookie only, the visitor's elsewhere", async () => {
    const withSession = { 'accept-encoding': 'br', cookie: `${SESSION_COOKIE}=abc` };
    const documents: Array<[path: string, headers: Record<string, string>, document: Buffer]> = [
      ['/dashboard', withSession, dashboard],
      ['/dashboard/', withSession, dashboard],
      ['/dashboard', { 'accept-encoding': 'br' }, shell],
      // The hint alone is not a session: the visitor's document (here the shell), whose first render shows the gate.
      ['/dashboard', { 'accept-encoding': 'br', cookie: `${SIGNED_IN_HINT_COOKIE}=1` }, shell],
      ['/dashboard?tab=teams', withSession, shell],
      // A page with no signed-in document gets its visitor's one.
      ['/', withSession, landing],
      ['/raffles', withSession, raffles],
    ];
    for (const [path, headers, document] of documents) {
      const res = await get(path, headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.body), `${path} ${headers.cookie ?? ''}`).toEqual(document);
    }
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    const res = await get('/assets/gone-Zz99Yy88.js', { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
  });
});

describe('static client: robots.txt', () => {
  it('answers /robots.txt with the crawl rules as text/plain, not with the app', async () => {
    const res = await get('/robots.txt', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString('utf8')).toBe(robotsTxt);
    expect(robotsTxt).toMatch(/^User-agent: \*\n/);
    expect(robotsTxt).toContain('Disallow: /api/\n');
    expect(res.body.toString('utf8')).not.toContain('<html');
  });
});

describe('static client: the signed-in hint', () => {
  const hintOf = (headers: IncomingHttpHeaders) =>
    (headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));

  it('marks a page load that carries a session cookie, readable by the page', async () => {
    for (const path of ['/', '/raffles', '/dashboard']) {
      const res = await get(path, { cookie: `${SESSION_COOKIE}=abc` });
      const hint = hintOf(res.headers);
      expect(hint).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1; path=/; samesite=lax$`));
    }
  });

  it('clears the hint once the session cookie is gone, and sends nothing when the hint already agrees', async () => {
    expect(hintOf((await get('/dashboard', { cookie: `${SIGNED_IN_HINT_COOKIE}=1` })).headers)).toMatch(
      /^fr_signed_in=;.*expires=Thu, 01 Jan 1970/,
    );
    expect(hintOf((await get('/dashboard')).headers)).toBeUndefined();
    expect(hintOf((await get('/', { cookie: `${SESSION_COOKIE}=abc; ${SIGNED_IN_HINT_COOKIE}=1` })).headers)).toBeUndefined();
  });

  it('never touches it on an asset', async () => {
    const res = await get('/assets/app-Bx12cD34.js', { cookie: `${SESSION_COOKIE}=abc` });
    expect(hintOf(res.headers)).toBeUndefined();
  });
});
