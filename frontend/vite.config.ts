import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// Relative, and a file without imports: vite bundles the config itself and would leave a workspace package to Node,
// which runs no .ts.
import { metaDescription as description } from '../contracts/src/shell/seo.ts';

const apiPort = process.env.API_PORT ?? '3000';

/**
 * Vendor code in a few stable chunks, so a release that only changes our code keeps them cached. Only what the
 * landing page needs is grouped: a group is downloaded with the first page, so the charts, the icons and the rest of
 * MUI stay with the pages that import them.
 */
const vendorChunks: Array<[name: string, test: RegExp]> = [
  ['react', /node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  [
    'mui',
    /node_modules[\\/](@mui[\\/](system|styled-engine|private-theming|utils|core-downloads-tracker)|@emotion|stylis|clsx|prop-types|react-is|@babel)[\\/]/,
  ],
  // The router and the data layer, apart from React: a visitor's landing page starts without them (src/app/landing,
  // decision 0024). One chunk, since every other page downloads both: 0.9 kB of brotli less than two.
  [
    'router-data',
    /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser|@reduxjs|redux|redux-thunk|react-redux|immer|reselect|use-sync-external-store)[\\/]/,
  ],
];

/**
 * The UI kit's code-on-demand helpers (components/lazy-part.tsx) and the states they show, with what they import (MUI's
 * Button, Alert and theme code, the shell's texts), in one chunk. main.tsx imports all of it, and so does a lazy chunk
 * that does not depend on main's (the eligibility gate, shared by several pages): the bundler then split it into a
 * dozen small chunks, which every page downloads. One chunk compresses better and saves the imports between them:
 * 3.3 kB of brotli less on every page. It holds only modules of every page's first download (these four and their
 * static imports, and the MUI components below).
 */
const lazyPartChunk = /frontend[\\/]src[\\/]components[\\/](lazy-part|error-state|loading-state|notifications[\\/]use-notify)\.tsx?$/;

const muiMaterial = /node_modules[\\/]@mui[\\/]material[\\/]/;
/**
 * `@mui/material/styles`' index re-exports helpers that reach the text fields' classes and `InputBase` (a high-contrast
 * palette's), which no first page shows: the walk below does not go through it. Theme code is in the first download
 * all the same, as a dependency of the components.
 */
const muiStylesIndex = /node_modules[\\/]@mui[\\/]material[\\/]styles[\\/]index\.mjs$/;

/**
 * The MUI components main.tsx imports statically (Chip, Skeleton, Card, List, Checkbox...), filled once the module
 * graph is known (`firstDownloadMui`) and read by the lazy-part group. Lazy pages import them too, so the bundler made
 * each a chunk of its own (nine, with a few helpers), all of them in every page's first download: in the lazy-part
 * chunk they are 6.7 kB of brotli less on `/` and about 7 kB less on the dashboard, Raffles and the admin portal.
 */
const firstDownloadMuiModules = new Set<string>();

/** Walks main.tsx's static imports at the end of the module graph's build, before the chunks are made. */
function firstDownloadMui(): Plugin {
  return {
    name: 'fr-first-download-mui',
    apply: 'build',
    buildStart() {
      firstDownloadMuiModules.clear();
    },
    buildEnd(error) {
      // A failed build reports its own error; its module graph is incomplete.
      if (error) return;
      const main = [...this.getModuleIds()].find((id) => /[\\/]src[\\/]app[\\/]main\.tsx$/.test(id));
      if (!main) throw new Error('fr-first-download-mui: the module graph has no src/app/main.tsx');
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id) || muiStylesIndex.test(id)) return;
        seen.add(id);
        if (muiMaterial.test(id)) firstDownloadMuiModules.add(id);
        // Static imports only: a dynamic import is a chunk of its own, fetched when it is first needed.
        this.getModuleInfo(id)?.importedIds.forEach(visit);
      };
      visit(main);
    },
  };
}

/** Text files worth compressing; images and fonts are compressed already, a second pass only costs CPU. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
/**
 * A compressed copy is written when it is at least this much smaller than the file: what it adds to the answer's
 * headers (`Content-Encoding: br`, and the wire's framing of it) is well under this. Small chunks gain too: a 600-byte
 * chunk is about 350 bytes in brotli.
 */
const minSaving = 64;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `.br` and `.gz` beside every compressible file of the build, at the highest levels (done once, never per
 * request); the server picks one by Accept-Encoding. A copy that would not be smaller is not written.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'fr-precompress',
    apply: 'build',
    // After the prerendered pages are written (closeBundle hooks otherwise run side by side).
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile() && compressible.test(entry.name))
          .map((entry) => join(entry.parentPath, entry.name));
        await Promise.all(
          files.map(async (file) => {
            const content = await readFile(file);
            if (content.length <= minSaving) return;
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length + minSaving <= content.length) await writeFile(`${file}.br`, br);
            if (gz.length + minSaving <= content.length) await writeFile(`${file}.gz`, gz);
          }),
        );
      },
    },
  };
}

/** What the prerender module (src/app/prerender.tsx) gives the build; typed here, since the config cannot import it. */
interface PrerenderModule {
  prerenderedPaths: string[];
  signedInPaths: string[];
  prerender(path: string, signedIn: boolean): Promise<unknown>;
  composePage(shell: string, page: unknown): string;
  documentFile(path: string, signedIn: boolean): string;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The shell's document: a page that is not prerendered shows nothing until the app runs, so the app's code
 * (main.tsx, which the document's script imports once it has looked for prerendered markup) is fetched beside that
 * script, not after it. A prerendered page leaves it until it has painted (src/app/boot.ts).
 */
function withAppPreloads(shell: string, manifest: Record<string, ManifestChunk>): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit('src/app/main.tsx');
  if (files.size === 0) throw new Error('prerender: the manifest has no src/app/main.tsx');
  const links = [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  return shell.replace('</head>', `${links}</head>`);
}

/**
 * Writes the first pages a visitor or a signed-in player opens as HTML (see src/app/prerender.tsx): the client build's index.html becomes
 * shell.html, the document the server sends for every other client route, and each prerendered page is written where
 * the server finds it. The pages are rendered by a server build of the same sources, made into a temporary folder.
 */
function prerenderPages(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'fr-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        // Inside node_modules, so that the server build finds the packages it leaves to Node.
        await mkdir(join(root, 'node_modules'), { recursive: true });
        const serverDir = await mkdtemp(join(root, 'node_modules', '.fr-prerender-'));
        try {
          await build({
            configFile: false,
            root,
            mode: 'production',
            logLevel: 'warn',
            plugins: [react()],
            build: { ssr: 'src/app/prerender.tsx', outDir: serverDir, emptyOutDir: true },
          });
          const module = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as PrerenderModule;
          const shell = await readFile(join(outDir, 'index.html'), 'utf8');
          await writeFile(
            join(outDir, 'shell.html'),
            withAppPreloads(shell, JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8'))),
          );
          const pages = [
            ...module.prerenderedPaths.map((path) => [path, false] as const),
            ...module.signedInPaths.map((path) => [path, true] as const),
          ];
          for (const [path, signedIn] of pages) {
            const file = join(outDir, module.documentFile(path, signedIn));
            await mkdir(dirname(file), { recursive: true });
            await writeFile(file, module.composePage(shell, await module.prerender(path, signedIn)));
          }
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}

/** The page's meta description, from the contracts' texts (search results show it under the title). */
function metaDescription(): Plugin {
  return {
    name: 'fr-meta-description',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'description', content: description }, injectTo: 'head' }],
  };
}

export default defineConfig({
  plugins: [react(), metaDescription(), firstDownloadMui(), prerenderPages(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Which chunks each page loads, for the bench's client weight section (a dot folder: the server never sends it).
    manifest: true,
    // No preload helper around dynamic imports. It appends a <link rel="modulepreload"> for every dependency of the
    // chunk imported, those already loaded included (main's whole closure, again for each lazy page): 46 appends on
    // the landing page took 180 ms of its main thread with the CPU slowed four times, as Lighthouse does. shell.html
    // preloads the app's first chunks itself (withAppPreloads); a page's own chunks are fetched as the browser meets
    // their imports.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...vendorChunks.map(([name, test]) => ({ name, test })),
            { name: 'lazy-part', test: (id: string) => lazyPartChunk.test(id) || firstDownloadMuiModules.has(id) },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // Same origin in development as in production, so the session and __csrf cookies just work.
    proxy: { '/api': { target: `http://localhost:${apiPort}` } },
  },
});
