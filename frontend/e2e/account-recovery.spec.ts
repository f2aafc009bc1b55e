import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { EMAIL_VERIFICATION_TTL_MS } from '@fr/contracts/accounts';
import { clientRoutes } from '@fr/contracts/shell';
import { texts } from '@fr/contracts/texts';
import { startOAuthStandIn } from '@fr/backend/testing/oauth-stand-in';
import { linkIn, startSmtpStandIn, type SmtpStandIn } from '@fr/backend/testing/smtp-stand-in';
import { newPerson, type StandInControls } from '@fr/backend/testing/stand-in-person';
import { newPlayer, startTestSystem, type TestSystem } from '@fr/backend/testing/test-system';
import { launchChromium, signUpThroughApi, watchErrors } from './support/browser';

const screenshots = resolve('test-results/e2e');
let smtp: SmtpStandIn;
let x: StandInControls;
let system: TestSystem;
let browser: Browser;
/** The product's clock: the expired-link test moves it past a day. */
let offsetMs = 0;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  x = await startOAuthStandIn('x');
  system = await startTestSystem({
    staticDir: resolve('frontend/dist'),
    now: () => new Date(Date.now() + offsetMs),
    env: {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      TRUST_PROXY_HOPS: '1',
      SMTP_URL: smtp.url,
      X_CLIENT_ID: x.clientId,
      X_CLIENT_SECRET: x.clientSecret,
      X_AUTH_BASE_URL: x.url,
      X_API_BASE_URL: x.url,
    },
  });
  browser = await launchChromium();
  await mkdir(screenshots, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
  await x?.close();
  await smtp?.close();
});

const newPage = async (): Promise<{ page: Page; errors: string[] }> => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  return { page, errors: watchErrors(page) };
};

/** A link from a mail, on this system's address (the mail names the configured public address). */
const onSystem = (link: URL) => `${system.url}${link.pathname}${link.search}`;

describe('account recovery in a real browser', () => {
  it('forgot password: from the sign-in modal to the e-mail, the reset page, and signed in', async () => {
    const player = newPlayer('forgot');
    const { page: setup } = await newPage();
    await signUpThroughApi(setup.context(), system.url, player);
    await smtp.next(player.email, /Verify your email/);

    const { page, errors } = await newPage();
    await page.goto(system.url);
    await page.getByTestId('nav-sign-in').click();
    await page.getByRole('dialog').getByRole('link', { name: texts.recovery.forgotPasswordLink }).click();
    await page.waitForURL(`${system.url}${clientRoutes.forgotPassword}`);
    // The modal closes on the way: its own e-mail field goes with it.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.locator('input[name="email"]').fill(player.email);
    await page.getByTestId('forgot-password-submit').click();
    await page.getByTestId('forgot-password-answer').filter({ hasText: texts.server.resetLinkSent }).waitFor();

    const link = linkIn(await smtp.next(player.email, /Reset your password/), clientRoutes.resetPassword);
    const opened = await page.goto(onSystem(link));
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    // The token leaves the address bar (and the history entry) as soon as the page has read it.
    await page.getByText(texts.recovery.resetIntro).waitFor();
    await page.waitForURL(`${system.url}${clientRoutes.resetPassword}`);
    await page.locator('input[name="new-password"]').fill('my brand new password');
    await page.locator('input[name="confirm-password"]').fill('my brand new password');
    await page.getByTestId('reset-password-submit').click();

    await page.waitForURL(`${system.url}${clientRoutes.dashboard}`);
    await page.getByTestId('coin-badge').filter({ hasText: '1,000' }).waitFor();
    await smtp.next(player.email, /Your password was changed/);
    // The setup browser's session (from sign-up) ended with the reset.
    expect((await setup.context().request.get(`${system.url}/api/coins`)).status()).toBe(401);
    await page.screenshot({ path: `${screenshots}/password-reset-signed-in.png`, animations: 'disabled' });
    expect(errors).toEqual([]);
  });

  it('resends the verification e-mail from the expired-link page, and the new link verifies', async () => {
    const player = newPlayer('expired');
    const { page: setup } = await newPage();
    await signUpThroughApi(setup.context(), system.url, player);
    const first = linkIn(await smtp.next(player.email, /Verify your email/), clientRoutes.verifyEmail);
    offsetMs += EMAIL_VERIFICATION_TTL_MS + 60_000;

    const { page, errors } = await newPage();
    // The expired page answers 400 from the API: that console line is the page working as meant.
    await page.goto(onSystem(first));
    await page.getByText(texts.verifyEmail.expiredTitle).waitFor();
    await expect(page.getByText(texts.verifyEmail.signUpAgain).count()).resolves.toBe(0);
    await page.getByTestId('resend-verification').click();
    await page.getByText(texts.server.verificationSent('your email address')).waitFor();

    const fresh = linkIn(await smtp.next(player.email, /Verify your email/), clientRoutes.verifyEmail);
    await page.goto(onSystem(fresh));
    await page.getByText(texts.verifyEmail.successTitle).waitFor();
    expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
  });

  it('adds an e-mail to an X account, which had none, through Settings and the link', async () => {
    x.signInAs(newPerson('xadd'));
    const { page, errors } = await newPage();
    await page.goto(system.url);
    await page.getByTestId('nav-sign-in').click();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('social-x').click()]);
    await popup.waitForEvent('close');
    await page.waitForURL(`${system.url}${clientRoutes.dashboard}`);
    await page.getByTestId('unverified-banner').filter({ hasText: texts.recovery.emailNone }).waitFor();

    await page.goto(`${system.url}${clientRoutes.profile}`);
    await page.getByRole('tab', { name: 'Settings' }).click();
    const email = newPlayer('xmail').email;
    await page.locator('input[name="new-email"]').fill(email);
    await page.getByTestId('change-email-submit').click();
    await page.getByText(texts.server.emailChangeSent(email)).waitFor();

    const link = linkIn(await smtp.next(email, /Confirm your new email address/), clientRoutes.verifyEmail);
    await page.goto(onSystem(link));
    await page.getByText(texts.verifyEmail.successTitle).waitFor();
    await page.goto(`${system.url}${clientRoutes.profile}`);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByTestId('account-email').filter({ hasText: email }).waitFor();
    await expect(page.getByTestId('unverified-banner').count()).resolves.toBe(0);
    await page.getByTestId('sessions-section').getByTestId('session-row').first().waitFor();
    await page.screenshot({ path: `${screenshots}/settings-account-security.png`, fullPage: true, animations: 'disabled' });
    expect(errors).toEqual([]);
  });
});
