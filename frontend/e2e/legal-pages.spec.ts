import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { consentVersionHistory, documentVersion, legalDocuments, legalTexts, type LegalDocument } from '@fr/contracts/legal';
import { clientRoutes } from '@fr/contracts/shell';
import { texts } from '@fr/contracts/texts';
import { createAdmin } from '@fr/backend/features/admin/index';
import { newPlayer, startTestSystem, type TestSystem } from '@fr/backend/testing/test-system';
import { launchChromium, signUpThroughApi, watchErrors } from './support/browser';

const l = legalTexts.legal;
const form = legalTexts.support.form;
const desk = legalTexts.support.admin;
const password = 'a long admin password';
/** The footer's links in order, with the document each leads to. */
const footer: Array<[string, LegalDocument]> = texts.footer.legalLinks.map((label, i) => [label, legalDocuments[i]!]);

let system: TestSystem;
let browser: Browser;
// The product stands still at the test's start, so "the day a version applies" is the same day for the server and the test.
const clock = new Date();
const released = consentVersionHistory.terms.length;

beforeAll(async () => {
  system = await startTestSystem({ staticDir: resolve('frontend/dist'), now: () => clock });
  browser = await launchChromium();
  await createAdmin(system.services, { username: 'e2e-support', email: 'e2e-support@example.com', password, role: 'admin', via: 'cli' });
});
afterAll(async () => {
  consentVersionHistory.terms.splice(released);
  await browser?.close();
  await system?.close();
});

const footerLink = (page: Page, label: string) =>
  page.getByRole('navigation', { name: texts.app.legalNav }).getByRole('link', { name: label, exact: true });

/** The outbox message to `to` containing `marker`, once the send-email job has written it. */
async function mailTo(to: string, marker: string): Promise<string> {
  const dir = join(system.dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    for (const file of await readdir(dir).catch(() => [] as string[])) {
      // A hidden file is a message still being written (the outbox renames it once whole).
      if (file.startsWith('.')) continue;
      const content = await readFile(join(dir, file), 'utf8');
      if (content.includes(to) && content.includes(marker)) return content;
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`no mail to ${to}`);
}

/** Loads a page (or reloads) and waits until the consent status it asks for has arrived and been rendered. */
async function withConsentsLoaded(page: Page, load: () => Promise<unknown>) {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/legal/consents');
  await load();
  await answered;
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Two frames: React has committed what the answer changed.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

async function expectDocument(page: Page, document: LegalDocument) {
  await page.getByRole('heading', { level: 1, name: l.titles[document] }).waitFor();
  const { version, effectiveDate } = documentVersion(document, new Date());
  await expect(page.getByTestId('legal-version').textContent()).resolves.toBe(l.versionLine(version, effectiveDate));
}

describe('the footer pages in a real browser', () => {
  it('every footer link, on every page it is on, leads to its page with its version and date', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(system.url);
    // From the home page, then from each legal page to every other: the footer is on every page.
    for (const [from] of [['home'], ...footer] as const) {
      for (const [label, document] of footer) {
        if (from !== 'home') await footerLink(page, from).click();
        await footerLink(page, label).click();
        await expectDocument(page, document);
        expect(new URL(page.url()).pathname).toBe(clientRoutes[document]);
      }
    }
    // Each page also answers when loaded directly (the server serves the client for its paths).
    for (const [, document] of footer) {
      const answer = await page.goto(`${system.url}${clientRoutes[document]}`);
      expect(answer?.status()).toBe(200);
      await expectDocument(page, document);
    }
    // The Privacy Policy says what is kept and for how long; Responsible Play gives the help lines.
    await page.goto(`${system.url}${clientRoutes.privacy}`);
    await page.getByRole('region', { name: l.retentionHeading }).getByText('7 years', { exact: false }).waitFor();
    await page.goto(`${system.url}${clientRoutes.responsiblePlay}`);
    await page.getByRole('link', { name: l.gamblerLine }).waitFor();
    await page.getByRole('link', { name: l.crisisLine }).waitFor();
    // The rules index links every raffle's own rules.
    await page.goto(`${system.url}${clientRoutes.officialRules}`);
    const rules = page.getByRole('list', { name: l.titles.officialRules }).getByRole('link');
    await rules.first().waitFor();
    expect(await rules.count()).toBe(16);
    const first = (await rules.first().textContent())!;
    await rules.first().click();
    await page.getByRole('heading', { level: 1, name: first }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a visitor writes to support, and an admin sees the ticket in the portal and answers it by e-mail', async () => {
    const email = `visitor${Date.now()}@example.com`;
    const question = 'I bought 2,500 coins this morning and they are not in my vault yet.';
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(visitor);
    await visitor.goto(`${system.url}${clientRoutes.support}`);
    await visitor.getByLabel(form.name).fill('Pat Visitor');
    await visitor.getByLabel(form.email, { exact: false }).fill(email);
    await visitor.getByRole('combobox', { name: form.topic }).click();
    await visitor.getByRole('option', { name: form.topics.coins }).click();
    await visitor.getByLabel(form.message, { exact: false }).fill(question);
    await visitor.getByRole('button', { name: form.send }).click();
    await visitor.getByRole('status').getByText(form.sent).waitFor();
    expect(errors).toEqual([]);
    await visitor.close();

    const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await admin.goto(`${system.url}/admin`);
    await admin.getByLabel(texts.admin.usernameOrEmail).fill('e2e-support');
    await admin.getByLabel(texts.admin.password, { exact: false }).first().fill(password);
    await admin.getByRole('button', { name: texts.admin.loginButton }).click();
    await admin.getByText(texts.admin.loginSuccess).waitFor();
    await admin.getByRole('link', { name: texts.admin.sections.support.label }).click();
    const row = admin.getByRole('row').filter({ hasText: email });
    await row.getByText(desk.statuses.open, { exact: true }).waitFor();
    await row.getByRole('button', { name: desk.open }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog.getByTestId('support-message').textContent()).resolves.toBe(question);
    const reply = 'They are there now: the payment was confirmed at 10:02. Sorry for the wait!';
    await dialog.getByLabel(desk.answerLabel).fill(reply);
    await dialog.getByRole('button', { name: desk.send }).click();
    await dialog.getByText(desk.answered).waitFor();
    await dialog.getByRole('button', { name: desk.dismiss }).click();
    await admin.getByRole('row').filter({ hasText: email }).getByText(desk.statuses.answered).waitFor();
    await admin.close();

    // The answer went out by e-mail to the address the visitor typed in.
    const answer = await mailTo(email, reply);
    expect(answer).toContain(form.topics.coins);
    expect(answer).toContain(question);
  });

  it('asks a signed-in player once to accept a new version of the terms', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signUpThroughApi(context, system.url, newPlayer('e2econsent'));
    const page = await context.newPage();
    // Signing up accepted the current versions: no dialog.
    await withConsentsLoaded(page, () => page.goto(`${system.url}${clientRoutes.dashboard}`));
    expect(await page.getByRole('dialog', { name: legalTexts.consent.title }).count()).toBe(0);

    // A release puts Terms 1.1 in force: the next page load asks, accepting closes it, and it is not asked again.
    consentVersionHistory.terms.push({ version: '1.1', effectiveDate: clock.toISOString().slice(0, 10) });
    await page.reload();
    const dialog = page.getByRole('dialog', { name: legalTexts.consent.title });
    await dialog.getByText(legalTexts.consent.documentLine(l.titles.terms, '1.1', clock.toISOString().slice(0, 10))).waitFor();
    await dialog.getByRole('button', { name: legalTexts.consent.accept }).click();
    await dialog.waitFor({ state: 'detached' });
    await withConsentsLoaded(page, () => page.reload());
    expect(await page.getByRole('dialog', { name: legalTexts.consent.title }).count()).toBe(0);
    await context.close();
  });
});
