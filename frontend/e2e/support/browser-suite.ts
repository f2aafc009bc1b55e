import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestSystem, type TestSystem } from '@fr/backend/testing/test-system';
import { launchChromium } from './browser';

export const screenshots = resolve('test-results/e2e');
/** Tuesday 10:00 New York, the start of a game week: no game has started, every demo team is at 0 points. */
export const weekStart = new Date('2026-11-17T15:00:00Z');
/** Sunday 23:30 New York, the same week: the simulated games are nearly over and several teams beat their projection. */
export const lateSunday = new Date('2026-11-23T04:30:00Z');

export interface BrowserSuite {
  system: TestSystem;
  browser: Browser;
}

/**
 * The whole product in process (built client, demo provider) and Debian's Chromium, started once for the calling
 * spec file and stopped after it. The returned object is filled in before the first test runs.
 */
export function useBrowserSuite(): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    suite.system = await startTestSystem({
      staticDir: resolve('frontend/dist'),
      env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'true' },
    });
    suite.browser = await launchChromium();
    await mkdir(screenshots, { recursive: true });
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.system?.close();
  });
  return suite;
}
