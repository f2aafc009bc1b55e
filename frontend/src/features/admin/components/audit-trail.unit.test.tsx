import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { apiRoutes } from '@fr/contracts/api-routes';
import type { AdminAuditResponse, AdminPerson } from '@fr/contracts/admin';
import { texts } from '@fr/contracts/texts';
import { browserTimeZone, formatDateTime } from '../../../lib/format';
import { answer, requestsTo, routeFetch } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { AuditTrail } from './audit-trail';

const t = texts.admin.audit;
const fetchSpy = useStubbedFetch();
beforeEach(() => {
  document.cookie = '__csrf=token-123';
});

const root: AdminPerson = { id: 'a1', kind: 'admin', name: 'root', email: 'root@admin.example.com' };
const ada: AdminPerson = { id: 'u1', kind: 'player', name: 'ada', email: 'ada@example.com' };
const trail: AdminAuditResponse = {
  entries: [
    {
      eventId: 'e2',
      type: 'PlayerLocked',
      action: 'Locked a player',
      actor: root,
      subject: ada,
      summary: 'Reason: chargeback fraud',
      recordedAt: '2026-11-25T15:00:00.000Z',
    },
    {
      eventId: 'e1',
      type: 'TierConfigured',
      action: 'Changed a tier',
      actor: root,
      subject: null,
      summary: 'Bronze threshold 10 % → 8 %',
      recordedAt: '2026-11-25T14:00:00.000Z',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
};

it('shows who by name, when with its zone and what in words, and narrows to one person', async () => {
  routeFetch(fetchSpy(), [answer(apiRoutes.adminAuditTrail, trail)]);
  renderApp(<AuditTrail />);
  const table = await screen.findByRole('table', { name: texts.admin.auditTrail });
  const [, locked, tier] = within(table).getAllByRole('row');
  expect(locked!.textContent).toContain(formatDateTime('2026-11-25T15:00:00.000Z', browserTimeZone()));
  expect(locked!.textContent).toContain('rootroot@admin.example.com');
  expect(locked!.textContent).toContain('Locked a player');
  expect(locked!.textContent).toContain('adaada@example.com');
  expect(locked!.textContent).toContain('Reason: chargeback fraud');
  expect(tier!.textContent).toContain('Bronze threshold 10 % → 8 %');
  expect(table.textContent).not.toContain('u1');

  fireEvent.click(within(locked!).getByRole('button', { name: `${t.onlyPerson} ada` }));
  expect(await screen.findByText(`${t.showingOnly} ada`)).toBeTruthy();
  const filtered = requestsTo(fetchSpy(), apiRoutes.adminAuditTrail).map((r) => new URL(r.url).searchParams.get('personId'));
  expect(filtered).toContain('u1');
  fireEvent.click(screen.getByRole('button', { name: t.showAll }));
  expect(screen.queryByText(`${t.showingOnly} ada`)).toBeNull();
});
