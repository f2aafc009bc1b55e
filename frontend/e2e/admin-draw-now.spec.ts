import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { texts } from '@fr/contracts/texts';
import { createAdmin } from '@fr/backend/features/admin/index';
import { declareEligibility, signUpVerifiedPlayer, startTestSystem, type TestSystem } from '@fr/backend/testing/test-system';
import { launchChromium, watchErrors } from './support/browser';

const t = texts.admin;
const password = 'a long admin password';

let system: TestSystem;
let browser: Browser;

beforeAll(async () => {
  system = await startTestSystem({ staticDir: resolve('frontend/dist') });
  browser = await launchChromium();
  await createAdmin(system.services, { username: 'e2e-draws', email: 'e2e-draws@example.com', password, role: 'admin', via: 'cli' });
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

describe('Draw now in a real browser', () => {
  it("an admin draws a raffle with entries now, and the draw's public proof page verifies it", async () => {
    const player = await signUpVerifiedPlayer(system, 'e2edraw');
    await declareEligibility(player);
    expect((await player.client.post('/api/raffles/nfl-gold/free-entry', { acceptRules: true })).status).toBe(201);
    await system.services.waitForAllCommitted();

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${system.url}/admin`);
    await page.getByLabel(t.usernameOrEmail).fill('e2e-draws');
    await page.getByLabel(t.password, { exact: false }).first().fill(password);
    await page.getByRole('button', { name: t.loginButton }).click();
    await page.getByText(t.loginSuccess).waitFor();

    await page.getByRole('navigation', { name: t.shell.navigation }).getByRole('link', { name: t.sections.draws.label }).click();
    const card = page.getByTestId('draw-monitor-nfl-gold');
    await card.getByText(texts.adminDraws.beaconStates.waiting, { exact: false }).waitFor();
    await card.getByRole('button', { name: texts.adminDraws.drawNow }).click();
    await page.getByTestId('draw-now-dialog').getByTestId('confirm-action').click();
    const proof = card.getByTestId('last-draw').first().getByRole('link', { name: texts.adminDraws.proof });
    await proof.click();

    await page.locator('[data-testid="proof-verdict"][data-state="matches"]').waitFor();
    await page.getByText(texts.proof.matches).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
