import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { texts } from '@fr/contracts/texts';
import type pg from 'pg';
import { newPlayer } from '../src/testing/test-system';
import { withBenchSystem } from './bench-database';
import { figure, type BenchFigure, type BenchTable } from './table';

const DIST = resolve(import.meta.dirname, '../../frontend/dist');
const RUNS = 7;
/** The phone Lighthouse emulates by default (a Moto G Power): the layout a phone gets, where the shifts were. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * Set up in the page before its own scripts: when the h1 with the given text first shows, and the layout shifts the
 * page makes (CLS as the browser counts it, shifts right after an input excluded). A string, not a function: tsx
 * would wrap a function's inner functions in a helper the page does not have.
 */
const observe = (heading: string) => `
  const marks = { headingAt: -1, shift: 0 };
  window.__marks = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) marks.shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver(() => {
    if (marks.headingAt >= 0) return;
    for (const h1 of document.querySelectorAll('h1')) {
      if (h1.textContent.includes(${JSON.stringify(heading)})) marks.headingAt = performance.now();
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

interface Visit {
  headingMs: number;
  shift: number;
}

/** One cold visit: a fresh context (empty cache), the page opened by address, its h1 awaited, then 1.5 s of quiet. */
async function visit(browser: Browser, url: string, heading: string, storageState?: Awaited<ReturnType<typeof signedIn>>): Promise<Visit> {
  const context = await browser.newContext({ ...PHONE, ...(storageState ? { storageState } : {}) });
  const page = await context.newPage();
  await page.addInitScript(observe(heading));
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.waitForTimeout(1500);
  const marks = await page.evaluate<{ headingAt: number; shift: number }>('window.__marks');
  await context.close();
  return { headingMs: marks.headingAt, shift: marks.shift };
}

/** A player's cookies (session, CSRF, the signed-in hint the page load sets), signed up through the API. */
async function signedIn(browser: Browser, baseUrl: string) {
  const context = await browser.newContext();
  await context.request.get(`${baseUrl}/api/auth/status`);
  const csrf = (await context.cookies(baseUrl)).find((cookie) => cookie.name === '__csrf')?.value ?? '';
  const response = await context.request.post(`${baseUrl}/api/auth/signup`, {
    data: newPlayer('bench'),
    headers: { 'x-csrf-token': csrf },
  });
  if (response.status() !== 201) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * How soon pages show, in Debian's Chromium against the whole system in process on loopback (no throttling): the
 * dashboard's heading for a signed-in player, cold (nothing cached), and the landing and Raffles pages' headings and
 * layout shift for a visitor. The client is the build in frontend/dist (the client weight section makes it).
 */
export async function benchClientPages(pool: pg.Pool, dist = DIST): Promise<BenchTable> {
  const env = { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'true' };
  return withBenchSystem(pool, (system) => measurePages(system.url), { staticDir: dist, env });
}

async function measurePages(baseUrl: string): Promise<BenchTable> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const player = await signedIn(browser, baseUrl);
    const pages: Array<[name: string, path: string, heading: string, state?: typeof player]> = [
      ['/ (visitor)', '/', texts.home.heroTitle],
      ['/raffles (visitor)', '/raffles', texts.pages.raffles],
      ['/dashboard (signed in)', '/dashboard', texts.pages.dashboard, player],
    ];
    const rows = [];
    const figures: BenchFigure[] = [];
    for (const [name, path, heading, state] of pages) {
      // One visit first to warm the server (JIT, connection pool), not counted.
      await visit(browser, `${baseUrl}${path}`, heading, state);
      const visits: Visit[] = [];
      for (let run = 0; run < RUNS; run++) visits.push(await visit(browser, `${baseUrl}${path}`, heading, state));
      const headingMs = median(visits.map((v) => v.headingMs));
      const shift = Math.max(...visits.map((v) => v.shift));
      rows.push({
        page: name,
        'heading p50 ms': headingMs,
        'heading max ms': Math.max(...visits.map((v) => v.headingMs)),
        'layout shift (max)': shift,
      });
      figures.push(figure(`${name} heading visible, cold, p50`, 'ms', headingMs), figure(`${name} layout shift, max`, 'CLS', shift));
    }
    return {
      title: `Pages in Chromium, cold, loopback (median of ${RUNS} visits, after one warm-up)`,
      rows,
      figures,
      notes: [
        'heading = ms from navigation start until the page h1 is in the document; a fresh browser context per visit (no cache)',
        'layout shift = the sum of layout-shift entries without recent input, until 1.5 s after the heading; a 412 x 823 phone',
      ],
    };
  } finally {
    await browser.close();
  }
}
