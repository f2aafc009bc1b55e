import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import Koa from 'koa';
import { staticClient } from '../src/platform/http/static-client';
import { figure, type BenchFigure, type BenchTable } from './table';

const ROOT = resolve(import.meta.dirname, '../..');
const DIST = resolve(ROOT, 'frontend/dist');

/**
 * A page: the manifest entries the browser loads for it on a first visit (the entries' static imports follow on their
 * own). The document's script (index.html's entry, src/app/boot.ts) imports one more entry: on a visitor's landing page
 * its first tree (src/app/landing/landing.tsx, decision 0024), which imports no router, store or app code; the app
 * (main.tsx) comes when the visitor first clicks a control (the row "and the app"). Everywhere else, and on the landing
 * page of a browser holding a session ("signed in"), it imports main.tsx.
 */
const PAGES: Array<[path: string, entries: string[], goalKb: number | undefined]> = [
  ['/', ['index.html', 'src/app/landing/landing.tsx'], 150],
  ['/ signed in', ['index.html', 'src/app/main.tsx'], undefined],
  ['/ and the app, after a first click', ['index.html', 'src/app/landing/landing.tsx', 'src/app/main.tsx'], undefined],
  ['/dashboard', ['index.html', 'src/app/main.tsx', 'src/features/fantasy/pages/dashboard-page.tsx'], 250],
  ['/raffles', ['index.html', 'src/app/main.tsx', 'src/features/raffles/pages/raffles-page.tsx'], undefined],
  ['/admin', ['index.html', 'src/app/main.tsx', 'src/features/admin/pages/admin-page.tsx'], undefined],
];
const ENCODINGS = ['identity', 'gzip', 'br'] as const;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Every JS file a page downloads: its entries and, recursively, what they import statically. */
function filesOf(manifest: Record<string, ManifestChunk>, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  entries.forEach(visit);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/** Bytes of the body as sent (Content-Length of the chosen variant), not as decoded. */
function wireBytes(port: number, path: string, encoding: string): Promise<number> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path: `/${path}`, headers: { 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => (res.statusCode === 200 ? done(bytes) : fail(new Error(`${path}: ${res.statusCode}`))));
    });
    req.on('error', fail);
    req.end();
  });
}

/**
 * The JS the landing page, the dashboard, Raffles and the admin portal download, fetched from the server that serves
 * the client in production, once per Accept-Encoding. A fresh production build is made first.
 */
export async function benchClientWeight(): Promise<BenchTable> {
  execFileSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const manifest = JSON.parse(await readFile(resolve(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const app = new Koa();
  app.use(staticClient(DIST));
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((ready) => server.once('listening', ready));
  const { port } = server.address() as AddressInfo;
  try {
    const rows = [];
    const figures: BenchFigure[] = [];
    for (const [page, entries, goalKb] of PAGES) {
      const files = filesOf(manifest, entries);
      const [raw, gzip, br] = await Promise.all(
        ENCODINGS.map(async (encoding) => {
          let total = 0;
          for (const file of files) total += await wireBytes(port, file, encoding);
          return total;
        }),
      );
      const kb = (bytes: number) => bytes / 1000;
      rows.push({
        page,
        files: files.length,
        'raw kB': kb(raw!),
        'gzip kB': kb(gzip!),
        'br kB': kb(br!),
        ratio: br! / raw!,
        'goal kB': goalKb ?? '',
      });
      figures.push(
        figure(`client JS for ${page}, brotli`, 'bytes', br!, raw!),
        figure(`client JS for ${page}, gzip`, 'bytes', gzip!, raw!),
        figure(`client JS for ${page}, uncompressed (baseline)`, 'bytes', raw!),
      );
    }
    return {
      title: 'Client JS on the wire per page (production build, served by staticClient)',
      rows,
      figures,
      notes: [
        'kB = 1,000 bytes of JS bodies as sent for each Accept-Encoding; files = the entry and its static imports (vite manifest)',
        'ratio = br / raw; the goal is for brotli; index.html, the favicon and API calls are not counted',
      ],
    };
  } finally {
    await new Promise((closed) => server.close(closed));
  }
}
