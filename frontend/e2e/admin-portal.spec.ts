import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { texts } from '@fr/contracts/texts';
import { createAdmin } from '@fr/backend/features/admin/admin-write';
import { signUpPlayer, startTestSystem, type SignedUpPlayer, type TestSystem } from '@fr/backend/testing/test-system';
import { launchChromium, watchErrors } from './support/browser';

const t = texts.admin;
const password = 'a long admin password';

let system: TestSystem;
let browser: Browser;
let player: SignedUpPlayer;
let playerName: string;

beforeAll(async () => {
  system = await startTestSystem({ staticDir: resolve('frontend/dist') });
  browser = await launchChromium();
  for (const role of ['admin', 'finance'] as const) {
    await createAdmin(system.services, { username: `e2e-${role}`, email: `e2e-${role}@example.com`, password, role, via: 'cli' });
  }
  player = await signUpPlayer(system, 'e2elock');
  playerName = player.email.split('@')[0]!;
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

async function logIn(page: Page, username: string) {
  await page.goto(`${system.url}/admin`);
  await page.getByLabel(t.usernameOrEmail).fill(username);
  await page.getByLabel(t.password, { exact: false }).first().fill(password);
  await page.getByRole('button', { name: t.loginButton }).click();
  await page.getByText(t.loginSuccess).waitFor();
}

describe('the admin portal in a real browser', () => {
  it('an admin logs in, finds a player and locks them, and the lock holds', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await logIn(page, 'e2e-admin');
    await expect(page.getByTestId('admin-role').textContent()).resolves.toBe('ADMIN');

    await page.getByRole('tab', { name: t.tabs.users }).click();
    await page.getByLabel(t.users.searchLabel).fill(playerName.slice(0, 12));
    const row = page.getByTestId(`player-${playerName}`);
    await row.getByRole('button', { name: t.users.lock }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.users.reason).fill('chargeback under review');
    await dialog.getByRole('button', { name: t.users.confirm }).click();
    await page.getByText(t.users.lockedToast).waitFor();
    await row.getByText(t.users.locked, { exact: true }).waitFor();
    await page.getByRole('table', { name: t.auditTrail }).getByText('chargeback under review', { exact: false }).waitFor();

    const signIn = await system.client().post('/api/auth/signin', { email: player.email, password: player.password });
    expect(signIn.status).toBe(403);

    await page.getByRole('button', { name: t.logout }).click();
    await page.getByText(t.loggedOut).waitFor();
    await page.getByRole('button', { name: t.loginButton }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a finance user sees no Settings tab and cannot lock players', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await logIn(page, 'e2e-finance@example.com');
    await expect(page.getByTestId('admin-role').textContent()).resolves.toBe('FINANCE');
    await page.getByRole('tab', { name: t.tabs.users }).waitFor();
    await expect(page.getByRole('tab', { name: t.tabs.settings }).count()).resolves.toBe(0);
    await page.getByRole('tab', { name: t.tabs.users }).click();
    await page.getByLabel(t.users.searchLabel).fill(playerName.slice(0, 12));
    await page.getByTestId(`player-${playerName}`).waitFor();
    await expect(page.getByRole('button', { name: t.users.lock }).count()).resolves.toBe(0);
    await page.getByText(t.users.readOnly).waitFor();
    await context.close();
  });
});
