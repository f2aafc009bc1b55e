import { describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import { SIGNED_IN_HINT_COOKIE } from '@fr/contracts/http';
import { robotsTxt } from '@fr/contracts/shell';
import { texts } from '@fr/contracts/texts';
import { newPlayer } from '@fr/backend/testing/test-system';
import { signUpThroughApi, watchErrors } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

const suite = useBrowserSuite();

/** The JS files a page downloaded, with the headers they came with. */
function scripts(responses: Response[]) {
  return responses
    .filter((response) => new URL(response.url()).pathname.startsWith('/assets/') && response.url().endsWith('.js'))
    .map((response) => ({ file: new URL(response.url()).pathname.slice('/assets/'.length), headers: response.headers() }));
}

describe('the client as a browser receives it', () => {
  it('loads the landing page brotli-compressed and cacheable, without the other pages, which come on their first visit', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));

    const document = await page.goto(suite.system.url);
    await page.getByRole('heading', { name: texts.home.heroTitle }).waitFor();
    expect(document?.headers()['cache-control']).toBe('no-cache');
    const landing = scripts(responses);
    for (const { headers } of landing) {
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(headers.vary).toMatch(/accept-encoding/i);
    }
    // Files under 1 kB have no compressed variant: it would save less than its headers cost.
    const plain = landing.filter(({ headers }) => headers['content-encoding'] === undefined);
    expect(plain.filter(({ headers }) => Number(headers['content-length']) >= 1024)).toEqual([]);
    // Every other file comes brotli-compressed (the browser accepts it), none in a lesser encoding.
    expect(landing.filter(({ headers }) => headers['content-encoding'] !== undefined && headers['content-encoding'] !== 'br')).toEqual([]);
    expect(landing.length - plain.length).toBeGreaterThan(0);
    const pageChunks = /^(admin|bank|shop|challenges|raffles|profile|dashboard)-page-/;
    expect(landing.filter(({ file }) => pageChunks.test(file))).toEqual([]);

    await page.getByRole('link', { name: texts.pages.raffles }).first().click();
    await page.getByRole('heading', { name: texts.pages.raffles }).waitFor();
    expect(scripts(responses).some(({ file }) => file.startsWith('raffles-page-'))).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('describes the page to search engines and answers /robots.txt as text, not with the app', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(suite.system.url);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(texts.app.metaDescription);
    const robots = await context.request.get(`${suite.system.url}/robots.txt`);
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toBe(robotsTxt);
    await context.close();
  });

  it("starts a signed-in player's dashboard reads beside the status call, not after its answer", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signUpThroughApi(context, suite.system.url, newPlayer('early'));
    const page = await context.newPage();
    const errors = watchErrors(page);
    const order: string[] = [];
    page.on('request', (request) => order.push(`asked ${new URL(request.url()).pathname}`));
    page.on('requestfinished', (request) => order.push(`answered ${new URL(request.url()).pathname}`));
    await page.goto(`${suite.system.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: texts.pages.dashboard }).waitFor();
    expect((await context.cookies()).find((cookie) => cookie.name === SIGNED_IN_HINT_COOKIE)?.value).toBe('1');
    const statusAnswered = order.indexOf('answered /api/auth/status');
    expect(statusAnswered).toBeGreaterThan(-1);
    for (const path of ['/api/teams', '/api/dashboard']) {
      expect(order.indexOf(`asked ${path}`)).toBeGreaterThan(-1);
      expect(order.indexOf(`asked ${path}`)).toBeLessThan(statusAnswered);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an error with a retry when a page cannot be downloaded, and the retry downloads it', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(suite.system.url);
    await page.getByRole('heading', { name: texts.home.heroTitle }).waitFor();

    // The network drops the Raffles page's code once, as a flaky connection or a deploy that removed the file would.
    await page.route(/\/assets\/raffles-page-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.getByRole('link', { name: texts.pages.raffles }).first().click();
    await page.getByRole('alert').filter({ hasText: texts.app.loadFailed }).waitFor();

    await page.unroute(/\/assets\/raffles-page-[^/]+\.js$/);
    await page.getByRole('button', { name: texts.app.retry }).click();
    await page.getByRole('heading', { name: texts.pages.raffles }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: texts.app.loadFailed }).count()).toBe(0);
    await context.close();
  });
});
