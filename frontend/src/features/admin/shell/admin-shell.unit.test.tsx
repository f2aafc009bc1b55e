import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminSections, type AdminAuthStatusResponse } from '@fr/contracts/admin';
import { apiRoutes } from '@fr/contracts/api-routes';
import { texts } from '@fr/contracts/texts';
import { answer, requestsTo, routeFetch } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { AdminPage } from '../pages/admin-page';

const t = texts.admin;
const fetchSpy = useStubbedFetch();

const signedIn = (role: 'admin' | 'finance' | 'auditor', environment: AdminAuthStatusResponse['environment'] = 'production') =>
  answer(apiRoutes.adminStatus, { authenticated: true, role, environment, username: `pat-${role}`, email: `pat-${role}@example.com` });

const openConsole = (route: string, viewMode: 'desktop' | 'mobile' = 'desktop') =>
  renderApp(<AdminPage />, { route, path: '/admin/*', viewMode });

const sidebarLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: t.shell.navigation });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('the console shell', () => {
  it("lists only finance's sections, opens the first at /admin, and shows the environment, the admin and the role", async () => {
    const spy = fetchSpy();
    routeFetch(spy, [signedIn('finance', 'staging')]);
    const { router } = openConsole('/admin');
    expect(await sidebarLinks()).toEqual([
      t.sections.overview.label,
      t.sections.prizes.label,
      t.sections.finance.label,
      t.sections.ledger.label,
    ]);
    expect(router.state.location.pathname).toBe('/admin/overview');
    expect(screen.getByTestId('admin-environment').textContent).toBe(t.shell.environments.staging);
    expect(screen.getByTestId('admin-username').textContent).toContain('pat-finance');
    expect(screen.getByTestId('admin-role').textContent).toBe('FINANCE');
    // The overview's panels read routes finance may not call: none is asked, a sentence says where finance works.
    expect(await screen.findByText(t.shell.overviewClosed)).toBeTruthy();
    expect(requestsTo(spy, apiRoutes.adminOverview)).toHaveLength(0);
    expect(requestsTo(spy, apiRoutes.adminChallengeAnalytics)).toHaveLength(0);
  });

  it('lists every section for the admin role, grouped by task', async () => {
    routeFetch(fetchSpy(), [signedIn('admin')]);
    openConsole('/admin/audit');
    expect(await sidebarLinks()).toEqual(adminSections.map((section) => t.sections[section].label));
    expect(screen.getByText(t.sectionGroups.money)).toBeTruthy();
    expect(screen.getByTestId('admin-environment').textContent).toBe(t.shell.environments.production);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t.sections.audit.label);
  });

  it("answers an address of a section the role may not open with a sentence, and never calls that section's API", async () => {
    const spy = fetchSpy();
    routeFetch(spy, [signedIn('finance')]);
    openConsole('/admin/settings');
    const refusal = await screen.findByTestId('admin-section-forbidden');
    expect(refusal.textContent).toContain(t.shell.forbidden(t.sections.settings.label, 'finance'));
    expect(document.body.textContent).not.toMatch(/403|Forbidden|\{"/);
    expect(requestsTo(spy, apiRoutes.adminTierConfigs)).toHaveLength(0);
    expect(await sidebarLinks()).not.toContain(t.sections.settings.label);
  });

  it('says an unknown section is none, and on a phone keeps the sections in a menu', async () => {
    routeFetch(fetchSpy(), [signedIn('auditor', 'demo')]);
    openConsole('/admin/queues', 'mobile');
    expect((await screen.findByTestId('admin-section-unknown')).textContent).toContain(t.shell.unknown);
    expect(screen.queryByRole('navigation', { name: t.shell.navigation })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t.shell.openMenu }));
    expect(await sidebarLinks()).toContain(t.sections.audit.label);
    expect(screen.getByRole('button', { name: t.logout })).toBeTruthy();
  });

  it('shows the login in the console frame, with its environment, until an admin signs in', async () => {
    routeFetch(fetchSpy(), [
      answer(apiRoutes.adminStatus, { authenticated: false, role: null, environment: 'demo', username: null, email: null }),
    ]);
    openConsole('/admin/players');
    expect(await screen.findByRole('button', { name: t.loginButton })).toBeTruthy();
    expect(screen.getByTestId('admin-environment').textContent).toBe(t.shell.environments.demo);
    expect(screen.queryByRole('navigation', { name: t.shell.navigation })).toBeNull();
  });
});
