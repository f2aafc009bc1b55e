import { Writable } from 'node:stream';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { clientRoutes, SIGNED_IN_DOCUMENT } from '@fr/contracts/shell';
import type { ViewMode } from '../components/view-mode/view-mode';
import { makeStore } from '../stores/store';
import { AppProviders } from './app-providers';
import { PRERENDERED_ATTRIBUTE, ROOT_ID, VIEW_SWITCH_ID, viewSwitchCss } from './prerendered';
import { appRoutes } from './router';

/**
 * The pages a visitor most often opens first, written as HTML at build time (vite.config.ts): the browser paints them
 * before any script has run, and the client then hydrates that markup instead of building it again. Each is rendered
 * as the client's first render sees it: no answer from the API yet, so every data section shows its placeholder.
 */
export const prerenderedPaths = [clientRoutes.home, clientRoutes.raffles];
/**
 * The pages a signed-in player most often opens first, rendered as for a browser holding a session: the server sends
 * them only to such a browser (static-client.ts), whose first render then matches (the hint cookie is set).
 */
export const signedInPaths = [clientRoutes.dashboard];
export const viewModes: ViewMode[] = ['mobile', 'desktop'];

/** Collects a Node stream into one string. */
async function collect(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  await new Promise<void>((resolve, reject) => {
    stream
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            html += chunk.toString('utf8');
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
  });
  return html;
}

/** One page in one view mode; the emotion cache collects every style the markup uses. */
async function renderPage(path: string, viewMode: ViewMode, signedIn: boolean, cache: ReturnType<typeof createCache>): Promise<string> {
  const store = makeStore();
  const routes = appRoutes();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender${path}`));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The whole tree, lazy pages included: prerender waits for every Suspense boundary, unlike renderToString. Without a
  // chunk size, every boundary is written in place (a large one would otherwise come after the shell, as a fallback
  // and an inline script that swaps it in, which the content security policy refuses).
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <AppProviders store={store} viewMode={viewMode} signedInHint={signedIn}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return collect(prelude);
}

export interface PrerenderedPage {
  path: string;
  markup: Record<ViewMode, string>;
  /** `<style data-emotion="css …">` tags: the client's emotion cache adopts them instead of inserting them again. */
  styles: string;
}

/** A page in both view modes; `signedIn` renders it for a browser holding a session (see `signedInPaths`). */
export async function prerender(path: string, signedIn = false): Promise<PrerenderedPage> {
  // The key is emotion's default, the one MUI's client uses, so the client finds the server's styles under its own ids.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const markup = { mobile: '', desktop: '' };
  for (const mode of viewModes) markup[mode] = await renderPage(path, mode, signedIn, cache);
  // A boundary left for later would be a fallback with an inline script to swap it, which the content security
  // policy refuses: the page would show its fallback until hydration.
  if (/<script|<template/.test(markup.mobile + markup.desktop)) throw new Error(`prerender: ${path} left a part for later`);
  const chunks = emotion.extractCriticalToChunks(markup.mobile + markup.desktop);
  return { path, markup, styles: emotion.constructStyleTagsFromChunks(chunks) };
}

const EMPTY_ROOT = `<div id="${ROOT_ID}"></div>`;

/**
 * The page's document: the client build's index.html (its scripts, its head) with the page's styles in the head and
 * its markup for each view mode in place of the empty #root.
 */
export function composePage(shell: string, page: PrerenderedPage): string {
  if (!shell.includes(EMPTY_ROOT) || !shell.includes('</head>')) throw new Error(`prerender: index.html has no empty #${ROOT_ID}`);
  const containers = viewModes
    .map((mode) => `<div ${mode === 'mobile' ? `id="${ROOT_ID}" ` : ''}${PRERENDERED_ATTRIBUTE}="${mode}">${page.markup[mode]}</div>`)
    .join('');
  const head = `${page.styles}<style id="${VIEW_SWITCH_ID}">${viewSwitchCss}</style></head>`;
  // Replacers, not strings: a text such as "$250" or a style must not be read as a replacement pattern ($&, $').
  return shell.replace('</head>', () => head).replace(EMPTY_ROOT, () => containers);
}

/**
 * Where the static server finds a page's document: `/` is index.html, `/raffles` is raffles/index.html, and the one
 * made for signed-in players `/dashboard/signed-in.html`.
 */
export function documentFile(path: string, signedIn = false): string {
  const file = signedIn ? SIGNED_IN_DOCUMENT : 'index.html';
  return path === '/' ? file : `${path.replace(/^\//, '')}/${file}`;
}
