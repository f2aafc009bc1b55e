import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { SIGNED_IN_HINT_COOKIE } from '@fr/contracts/http';
import { DESKTOP_BREAKPOINT_PX, robotsTxt } from '@fr/contracts/shell';
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

/**
 * Waits until the page shows none of the placeholder: the prerendered markup has one in each mode's container, until
 * the app has kept one container and had its answers.
 */
async function placeholdersGone(page: Page, testId: string): Promise<void> {
  await page.waitForFunction((id) => document.querySelector(`[data-testid="${id}"]`) === null, testId);
}

/** A desktop page in a fresh browser context, with its errors and the responses it gets collected. */
async function watchedPage() {
  const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  return { context, page, errors, responses };
}

describe('the client as a browser receives it', () => {
  it('loads the landing page brotli-compressed and cacheable, without the other pages, which come on their first visit', async () => {
    const { context, page, errors, responses } = await watchedPage();

    const document = await page.goto(suite.system.url);
    // The heading is in the HTML: the app has run once the account section has the status answer.
    await placeholdersGone(page, 'account-loading');
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

  it('paints the landing page and Raffles from their HTML before any script runs', async () => {
    // Either side of the desktop breakpoint too: the media query chooses as the script would.
    for (const width of [412, DESKTOP_BREAKPOINT_PX - 1, DESKTOP_BREAKPOINT_PX, 1440]) {
      const viewport = { width, height: 900 };
      const context = await suite.browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      for (const [path, heading] of [
        ['/', texts.home.heroTitle],
        ['/raffles', texts.pages.raffles],
      ] as const) {
        await page.goto(`${suite.system.url}${path}`);
        // Exactly one heading shows: the markup of the mode the width chooses, the other one hidden.
        const shown = page.getByRole('heading', { level: 1, name: heading });
        expect(await shown.count(), `${path} at ${width}px`).toBe(1);
        const mode = await shown.evaluate((element) => element.closest('[data-prerendered]')?.getAttribute('data-prerendered'));
        expect(mode, `${path} at ${width}px`).toBe(width >= DESKTOP_BREAKPOINT_PX ? 'desktop' : 'mobile');
      }
      await context.close();
    }
  });

  it("hydrates the prerendered markup of the player's view mode without building it again, and works from then on", async () => {
    const cases = [
      { viewport: { width: 412, height: 823 }, stored: null },
      { viewport: { width: 1440, height: 900 }, stored: null },
      // A stored choice wins over the width: the script keeps the markup the media query had hidden.
      { viewport: { width: 1440, height: 900 }, stored: 'mobile' },
    ];
    for (const { viewport, stored } of cases) {
      const context = await suite.browser.newContext({ viewport });
      // Keeps the headings the parser made from the HTML, before the page's script ran (the document turns interactive
      // once parsed, before module scripts run): if hydration threw the markup away and rendered the page again, the
      // heading on screen would be another element.
      await context.addInitScript((choice) => {
        if (choice) localStorage.setItem('viewMode', choice);
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          (window as unknown as { parsedHeadings: Element[] }).parsedHeadings = [...document.querySelectorAll('h1')];
        });
      }, stored);
      const page = await context.newPage();
      const errors = watchErrors(page);
      for (const [path, heading, placeholder] of [
        ['/', texts.home.heroTitle, 'account-loading'],
        ['/raffles', texts.pages.raffles, 'raffles-loading'],
      ] as const) {
        await page.goto(`${suite.system.url}${path}`);
        // The markup was made before any answer, with the data sections' placeholders: they go once the hydrated page
        // has its answers.
        await placeholdersGone(page, placeholder);
        const shown = page.getByRole('heading', { level: 1, name: heading });
        expect(await shown.count()).toBe(1);
        const kept = await shown.evaluate((element) =>
          (window as unknown as { parsedHeadings: Element[] }).parsedHeadings.includes(element),
        );
        expect(kept, `${path} at ${viewport.width}px, stored ${stored}`).toBe(true);
        // One container is left, the one of the player's mode.
        expect(await page.locator('[data-prerendered]').count()).toBe(1);
      }
      // A client-side navigation from the hydrated page works as before.
      await page.getByRole('link', { name: texts.pages.raffles }).first().click();
      await page.getByRole('heading', { level: 1, name: texts.pages.raffles }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('holds a click made before the app has started and answers it once it has, without leaving the page', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    // The page's code waits until the test has clicked: the click lands on the markup alone. On a visitor's landing
    // page that is the first tree's (landing-…, decision 0024), which is handed the click and then asks for the app's
    // (main-…): a click before either has started is answered by the router once the app has taken the page over.
    let release = () => undefined as void;
    const clicked = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(landing|main)-[^/]+\.js$/, async (route) => {
      await clicked;
      await route.continue();
    });
    await page.goto(suite.system.url);
    await page.getByRole('link', { name: texts.pages.raffles }).first().click();
    expect(new URL(page.url()).pathname).toBe('/');
    release();
    await page.getByRole('heading', { level: 1, name: texts.pages.raffles }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/raffles');
    // The router answered it: one document, the landing page's.
    expect(documents).toEqual(['/']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lets a click through as the HTML's own when the app's code cannot be downloaded: a link still leads on", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    let failed = () => undefined as void;
    const gone = new Promise<void>((resolve) => (failed = resolve));
    // The app's code fails once, as on a flaky connection: only the landing page's HTML is there.
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await route.abort('internetdisconnected');
      failed();
    });
    await page.goto(suite.system.url);
    await page.getByRole('link', { name: texts.pages.raffles }).first().click();
    await gone;
    await page.waitForURL(/\/raffles$/);
    await page.getByRole('heading', { level: 1, name: texts.pages.raffles }).waitFor();
    await context.close();
  });

  it("starts a visitor's landing page without the app, which comes with the first click on a control and answers it in place", async () => {
    const { context, page, errors, responses } = await watchedPage();
    await page.goto(suite.system.url);
    // The first tree shows the answers: the account section and the tier cards.
    await placeholdersGone(page, 'account-loading');
    await page.getByTestId('tier-gold').waitFor();
    const app = /^(main|router-data)-/;
    expect(scripts(responses).some(({ file }) => file.startsWith('landing-'))).toBe(true);
    expect(scripts(responses).filter(({ file }) => app.test(file))).toEqual([]);

    // Scrolled a little, the visitor clicks the sign-in prompt's button: the app takes the page over and opens the
    // modal, where the page was.
    await page.evaluate(() => window.scrollTo(0, 120));
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.getByTestId('open-sign-in').click();
    await page.getByRole('dialog').waitFor();
    expect(scripts(responses).filter(({ file }) => file.startsWith('main-'))).toHaveLength(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // Closed, the modal gives the focus back to the button that opened it: the app's, in the same place.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('open-sign-in');
    // The app answers from then on: a link is the router's.
    await page.getByRole('link', { name: texts.pages.raffles }).first().click();
    await page.getByRole('heading', { level: 1, name: texts.pages.raffles }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hands the landing page to the app once the status says a player is signed in (a session begun elsewhere as it loaded)', async () => {
    const { context, page, errors, responses } = await watchedPage();
    // The page's status call waits until the player has signed up in the same browser, and goes with the session.
    let signedUp = () => undefined as void;
    const session = new Promise<void>((resolve) => (signedUp = resolve));
    await page.route('**/api/auth/status', async (route) => {
      await session;
      const cookies = await context.cookies(suite.system.url);
      await route.continue({
        headers: { ...route.request().headers(), cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; ') },
      });
    });
    await page.goto(suite.system.url);
    await signUpThroughApi(context, suite.system.url, newPlayer('handed'));
    signedUp();
    // A signed-in player's header, which only the app shows.
    await page.getByTestId('coin-badge').waitFor();
    expect(scripts(responses).some(({ file }) => file.startsWith('landing-'))).toBe(true);
    expect(scripts(responses).some(({ file }) => file.startsWith('main-'))).toBe(true);
    expect(await page.getByTestId('open-sign-in').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the markup for the address without a query only: one with a query gets the app, which renders what it asks', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${suite.system.url}/raffles?sport=nba`);
    await page.getByRole('heading', { level: 1, name: texts.pages.raffles }).waitFor();
    expect(await page.locator('[data-prerendered]').count()).toBe(0);
    await page.getByTestId('raffle-grid').waitFor();
    expect(await page.getByTestId('raffle-grid').getAttribute('data-sport')).toBe('nba');
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
    const statusDone = page.waitForEvent('requestfinished', (request) => new URL(request.url()).pathname === '/api/auth/status');
    await page.goto(`${suite.system.url}/dashboard`);
    // The heading shows before the answers; the connect step once they are in (a new player has no teams).
    await page.getByRole('heading', { level: 1, name: texts.pages.dashboard }).waitFor();
    await page.getByTestId('connect-fantasy').waitFor();
    await statusDone;
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

  it("paints a signed-in player's dashboard heading from its HTML, and hydrates that markup without building it again", async () => {
    const player = newPlayer('painted');
    const still = await suite.browser.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: false });
    await signUpThroughApi(still, suite.system.url, player);
    const html = await still.newPage();
    await html.goto(`${suite.system.url}/dashboard`);
    expect(await html.getByRole('heading', { level: 1, name: texts.pages.dashboard }).count()).toBe(1);
    await still.close();

    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signUpThroughApi(context, suite.system.url, newPlayer('hydrated'));
    await context.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as unknown as { parsedHeadings: Element[] }).parsedHeadings = [...document.querySelectorAll('h1')];
      });
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${suite.system.url}/dashboard`);
    // Once the answers are in (a new player has no teams), the heading on screen is still the one parsed from the HTML.
    await page.getByTestId('connect-fantasy').waitFor();
    const shown = page.getByRole('heading', { level: 1, name: texts.pages.dashboard });
    expect(await shown.count()).toBe(1);
    expect(await shown.evaluate((element) => (window as unknown as { parsedHeadings: Element[] }).parsedHeadings.includes(element))).toBe(
      true,
    );
    expect(await page.locator('[data-prerendered]').count()).toBe(1);
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
