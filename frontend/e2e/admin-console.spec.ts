import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminSectionRoles, adminSections, type AdminRole } from '@fr/contracts/admin';
import { texts } from '@fr/contracts/texts';
import { createAdmin } from '@fr/backend/features/admin/index';
import { useBrowserSuite } from './support/browser-suite';
import { watchErrors } from './support/browser';

const t = texts.admin;
const password = 'a long admin password';
const suite = useBrowserSuite();

/** What a section must never show: a status code, a JSON body, an error word from the API, or a failed load. */
const rawError = /\b403\b|\{"|"error"\s*:|Forbidden/;

async function signIn(page: Page, role: AdminRole) {
  const username = `console-${role}`;
  await createAdmin(suite.system.services, { username, email: `${username}@example.com`, password, role, via: 'cli' });
  await page.goto(`${suite.system.url}/admin`);
  await page.getByLabel(t.usernameOrEmail).fill(username);
  await page.getByLabel(t.password, { exact: false }).first().fill(password);
  await page.getByRole('button', { name: t.loginButton }).click();
  await page.getByTestId('admin-role').waitFor();
}

/** Nothing of the player's shell: no Sign In, no coin badge, no 18+ footer, no bottom tab bar. */
async function expectNoPlayerShell(page: Page) {
  const counts = await Promise.all([
    page.getByTestId('nav-sign-in').count(),
    page.getByTestId('coin-badge').count(),
    page.getByTestId('bottom-tab-bar').count(),
    page.getByText(texts.footer.ageNotice).count(),
  ]);
  expect(counts).toEqual([0, 0, 0, 0]);
}

async function expectNoRawError(page: Page, section: string) {
  await page.waitForLoadState('networkidle');
  const shown = await page.locator('main').innerText();
  expect({ section, raw: rawError.exec(shown)?.[0] ?? null, failed: shown.includes(texts.app.loadFailed) }).toEqual({
    section,
    raw: null,
    failed: false,
  });
}

const navigation = (page: Page) => page.getByRole('navigation', { name: t.shell.navigation });

describe('the operator console in a real browser', () => {
  it.each([
    ['admin', false],
    ['finance', false],
    // On a phone: the sections are in the menu, and there is no bottom tab bar either.
    ['auditor', true],
  ] as const)('%s sees only its sections, every one without a raw error or the player shell', async (role, phone) => {
    const context = await suite.browser.newContext({ viewport: phone ? { width: 390, height: 844 } : { width: 1440, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const errors = watchErrors(page);
    await signIn(page, role);
    const mine = adminSections.filter((section) => adminSectionRoles[section].includes(role));
    const openMenu = async () => {
      if (phone) await page.getByRole('button', { name: t.shell.openMenu }).click();
    };
    await openMenu();
    expect(await navigation(page).getByRole('link').allInnerTexts()).toEqual(mine.map((section) => t.sections[section].label));
    expect(await page.getByTestId('admin-environment').innerText()).toBe(t.shell.environments.development);
    for (const [index, section] of mine.entries()) {
      if (index > 0) await openMenu();
      await navigation(page).getByRole('link', { name: t.sections[section].label }).click();
      await page.getByRole('heading', { level: 1, name: t.sections[section].label }).waitFor();
      await expectNoRawError(page, `${role} ${section}`);
      await expectNoPlayerShell(page);
    }
    // An address of a section the role may not open: a sentence, not the section.
    for (const section of adminSections.filter((s) => !mine.includes(s))) {
      await page.goto(`${suite.system.url}/admin/${section}`);
      await page.getByRole('heading', { level: 1, name: t.shell.forbiddenTitle }).waitFor();
      await expectNoRawError(page, `${role} ${section} (not open)`);
      await expectNoPlayerShell(page);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
