import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
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
  ['react', /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser)[\\/]/],
  [
    'mui',
    /node_modules[\\/](@mui[\\/](system|styled-engine|private-theming|utils|core-downloads-tracker)|@emotion|stylis|clsx|prop-types|react-is|@babel)[\\/]/,
  ],
  ['data', /node_modules[\\/](@reduxjs|redux|redux-thunk|react-redux|immer|reselect|use-sync-external-store)[\\/]/],
];

/** Text files worth compressing; images and fonts are compressed already, a second pass only costs CPU. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers. */
const minBytes = 1024;
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
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && compressible.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < minBytes) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
        }),
      );
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
  plugins: [react(), metaDescription(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Which chunks each page loads, for the bench's client weight section (a dot folder: the server never sends it).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorChunks.map(([name, test]) => ({ name, test })),
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
