import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';

/** Debian's Chromium, never a downloaded browser; flags that keep it off the network this machine does not have. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Collects uncaught page errors and console errors, which a healthy flow never produces. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Signs a player up through the API with the context's own cookie jar, as the client would (CSRF included). */
export async function signUpThroughApi(context: BrowserContext, baseUrl: string, player: Record<string, string>): Promise<void> {
  await context.request.get(`${baseUrl}/api/auth/status`);
  const csrf = (await context.cookies(baseUrl)).find((c) => c.name === '__csrf')?.value ?? '';
  const response = await context.request.post(`${baseUrl}/api/auth/signup`, { data: player, headers: { 'x-csrf-token': csrf } });
  if (response.status() !== 201) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
}

/** Declares a date of birth and state through the API, as the eligibility dialog does (CSRF included). */
export async function declareEligibilityThroughApi(
  context: BrowserContext,
  baseUrl: string,
  declaration: { dateOfBirth: string; state: string },
): Promise<void> {
  const csrf = (await context.cookies(baseUrl)).find((c) => c.name === '__csrf')?.value ?? '';
  const response = await context.request.put(`${baseUrl}/api/eligibility`, { data: declaration, headers: { 'x-csrf-token': csrf } });
  if (response.status() !== 200) throw new Error(`declaring eligibility failed: ${response.status()} ${await response.text()}`);
}
