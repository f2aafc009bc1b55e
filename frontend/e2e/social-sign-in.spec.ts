import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { texts } from '@fr/contracts/texts';
import { newPlayer, startTestSystem, type TestSystem } from '@fr/backend/testing/test-system';
import { startOidcStandIn } from '@fr/backend/testing/oidc-stand-in';
import { newPerson, type StandInControls } from '@fr/backend/testing/stand-in-person';
import { launchChromium, signUpThroughApi, watchErrors } from './support/browser';

const screenshots = resolve('test-results/e2e');

let google: StandInControls;
let system: TestSystem;
let browser: Browser;

/** Google is the OpenID Connect stand-in; the other providers have no credentials. */
beforeAll(async () => {
  google = await startOidcStandIn();
  system = await startTestSystem({
    staticDir: resolve('frontend/dist'),
    env: {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      TRUST_PROXY_HOPS: '1',
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.url,
    },
  });
  browser = await launchChromium();
  await mkdir(screenshots, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
  await google?.close();
});

/**
 * The stand-in's page answers at once; held, the popup stays open until the test has what it needs from it (its
 * size, a listener for its closing). Returns the release.
 */
async function holdTheProvider(context: BrowserContext): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(`${google.url}/authorize**`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('social sign-in in a real browser', () => {
  it('signs a visitor up with Google in a 600x700 popup, which reports back and closes, and the page is signed in', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const person = newPerson('e2e');
    google.signInAs(person);

    const release = await holdTheProvider(context);

    await page.goto(system.url);
    await page.getByTestId('open-sign-up').click();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('social-google').click()]);
    const closed = popup.waitForEvent('close');
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([600, 700]);
    release();
    await closed;

    await page.waitForURL(`${system.url}/dashboard`);
    await page.getByText(texts.auth.accountCreatedTitle).waitFor();
    await page.getByTestId('coin-badge').filter({ hasText: '1,000' }).waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await page.screenshot({ path: `${screenshots}/social-sign-up.png`, animations: 'disabled' });

    // The session is the page's own now: a reload stays signed in.
    await page.reload();
    await page.getByTestId('coin-badge').filter({ hasText: '1,000' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("links Google to the account holding its verified e-mail once the player enters that account's password in the popup", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const owner = newPlayer('linke2e');
    const elsewhere = await browser.newContext();
    await signUpThroughApi(elsewhere, system.url, owner);
    await elsewhere.close();
    google.signInAs(newPerson('linke2e', { email: owner.email }));

    await page.goto(system.url);
    await page.getByTestId('open-sign-in').click();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('social-google').click()]);
    await popup.getByText(texts.server.socialLinkRequired('Google', owner.email)).waitFor();
    const closed = popup.waitForEvent('close');
    await popup.locator('input[name="password"]').fill(owner.password);
    await popup.getByTestId('social-link-submit').click();
    await closed;

    await page.getByText(texts.auth.welcomeBack).waitFor();
    await page.waitForURL(`${system.url}/dashboard`);
    await page.getByTestId('coin-badge').filter({ hasText: '1,000' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reports a sign-in the provider refused in the page, which stays signed out', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    google.refuseNext('access_denied');
    const release = await holdTheProvider(context);

    await page.goto(system.url);
    await page.getByTestId('open-sign-in').click();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('social-google').click()]);
    const closed = popup.waitForEvent('close');
    release();
    await closed;
    await page.getByText(texts.socialSignIn.providerRefused).waitFor();
    await page.getByRole('dialog').waitFor();
    await expect(page.getByTestId('coin-badge').count()).resolves.toBe(0);
    await context.close();
  });

  it('says on its button that a provider has no credentials, and opens no popup for it', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    let popups = 0;
    page.on('popup', () => (popups += 1));

    await page.goto(system.url);
    await page.getByTestId('open-sign-in').click();
    const facebook = page.getByTestId('social-facebook');
    await facebook.filter({ hasText: texts.authModal.notConfigured }).waitFor();
    await expect(page.getByTestId('social-google').filter({ hasText: texts.authModal.notConfigured }).count()).resolves.toBe(0);
    await facebook.click();
    await page.getByText(texts.server.providerNotConfigured).waitFor();
    expect(popups).toBe(0);
    await context.close();
  });

  it('does nothing for a popup another site opened: no sign-in starts, and a callback is not completed', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // localhost and 127.0.0.1 are different sites to the browser: a page there stands for another site.
    const elsewhere = system.url.replace('127.0.0.1', 'localhost');
    await page.goto(elsewhere);

    const [initiate] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((url) => void window.open(`${url}/api/auth/google/initiate`, 'sign-in', 'width=600,height=700'), system.url),
    ]);
    await initiate.getByText(texts.server.socialCrossSite).waitFor();

    let signInRequests = 0;
    context.on('request', (request) => {
      if (request.url().endsWith('/api/auth/social/sign-in')) signInRequests += 1;
    });
    const [callback] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((url) => void window.open(`${url}/auth/callback?code=stolen&state=stolen`, 'callback'), system.url),
    ]);
    await callback.getByText(texts.socialSignIn.openedElsewhere).waitFor();
    expect(signInRequests).toBe(0);
    await context.close();
  });
});
