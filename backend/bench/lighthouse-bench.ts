import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type pg from 'pg';
import { withBenchSystem } from './bench-database';
import { figure, type BenchFigure, type BenchTable } from './table';

const DIST = resolve(import.meta.dirname, '../../frontend/dist');
const PAGES = ['/', '/raffles'];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
] as const;

/**
 * One Lighthouse run. A run that failed to record its trace (NO_NAVSTART, seen on the first page of a fresh Chromium)
 * is run again, as Lighthouse's own message advises; a page that still fails is reported as an error.
 */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: ['performance', 'seo'] });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt === 3) throw new Error(`lighthouse failed on ${url}: ${error.code} ${error.message}`);
  }
}

/**
 * Lighthouse's performance and SEO scores for a visitor's landing and Raffles pages, with its defaults (a phone,
 * simulated slow 4G and a 4x slower CPU), in Debian's Chromium against the whole system serving the build in
 * frontend/dist. The simulated throttling multiplies this machine's own CPU time: on a busy machine the scores drop.
 */
export async function benchLighthouse(pool: pg.Pool, dist = DIST): Promise<BenchTable> {
  const env = { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'true' };
  return withBenchSystem(
    pool,
    async (system) => {
      const chrome = await chromeLauncher.launch({
        chromePath: '/usr/bin/chromium',
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
      });
      try {
        const rows = [];
        const figures: BenchFigure[] = [];
        for (const path of PAGES) {
          const result = await audit(`${system.url}${path}`, chrome.port);
          const { categories, audits } = result.lhr;
          const performance = Math.round((categories.performance?.score ?? 0) * 100);
          const seo = Math.round((categories.seo?.score ?? 0) * 100);
          const failing = (categories.seo?.auditRefs ?? []).filter((ref) => audits[ref.id]?.score === 0).map((ref) => ref.id);
          rows.push({
            page: path,
            performance,
            seo,
            ...Object.fromEntries(METRICS.map(([id, short]) => [short, audits[id]?.displayValue ?? ''])),
            'SEO audits failing': failing.join(', ') || 'none',
          });
          figures.push(figure(`lighthouse performance ${path}`, 'score', performance), figure(`lighthouse SEO ${path}`, 'score', seo));
        }
        return {
          title: 'Lighthouse 12.2.3, mobile defaults (simulated throttling), a visitor, cold',
          rows,
          figures,
          notes: ['goals: performance >= 90, SEO >= 95; FCP, LCP and TBT are simulated for a slow phone on slow 4G'],
        };
      } finally {
        chrome.kill();
      }
    },
    { staticDir: dist, env },
  );
}
