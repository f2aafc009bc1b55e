import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiRoutes } from '@fr/contracts/api-routes';
import { legalTexts, type SupportTicket } from '@fr/contracts/legal';
import { browserTimeZone, formatDateTime } from '../../../lib/format';
import { answer, requestsTo, routeFetch } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { SupportTab } from './support-tab';

const t = legalTexts.support.admin;
const fetchSpy = useStubbedFetch();
beforeEach(() => {
  document.cookie = '__csrf=token-123';
});

const ticket: SupportTicket = {
  ticketId: 't1',
  status: 'open',
  topic: 'coins',
  userId: 'u1',
  username: 'ada',
  player: { id: 'u1', kind: 'player', name: 'ada', email: 'ada@example.com' },
  name: 'Ada',
  email: 'ada@example.com',
  message: 'My coins did not arrive.',
  openedAt: '2026-11-25T15:00:00.000Z',
  answeredAt: null,
  closedAt: null,
  answers: [],
};

describe('the Support tab', () => {
  it('lists tickets with the sender, topic, status and time with its zone, and answers one by e-mail', async () => {
    const sent = {
      ...ticket,
      status: 'answered' as const,
      answers: [
        {
          text: 'Credited now.',
          sentAt: '2026-11-25T16:00:00.000Z',
          by: { id: 'a1', kind: 'admin' as const, name: 'root', email: 'root@admin.example.com' },
        },
      ],
    };
    routeFetch(fetchSpy(), [
      answer(apiRoutes.adminSupportTickets, { tickets: [ticket] }),
      answer(apiRoutes.adminAnswerSupportTicket, { ticket: sent }, { ticketId: 't1' }),
    ]);
    renderApp(<SupportTab role="admin" />);
    const row = await screen.findByTestId('support-ticket-t1');
    // The player by name and e-mail (PersonLabel), then the name they typed; the id only on hover or copy.
    expect(row.textContent).toContain('adaada@example.com· Ada');
    expect(row.textContent).not.toContain('u1');
    expect(row.textContent).toContain(legalTexts.support.form.topics.coins);
    expect(row.textContent).toContain(t.statuses.open);
    // The time with its zone's name ("Nov 25, 2026, 10:00 AM EST").
    expect(row.textContent).toContain(formatDateTime(ticket.openedAt, browserTimeZone()));

    fireEvent.click(within(row).getByRole('button', { name: t.open }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('support-message').textContent).toBe(ticket.message);
    const send = within(dialog).getByRole('button', { name: t.send }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(t.answerLabel), { target: { value: 'Credited now.' } });
    fireEvent.click(send);
    expect(await within(dialog).findByText(t.answered)).toBeTruthy();
    const [request] = requestsTo(fetchSpy(), apiRoutes.adminAnswerSupportTicket, { ticketId: 't1' });
    expect(await request!.json()).toEqual({ text: 'Credited now.' });
  });

  it('is read-only for the auditor and asks for the chosen status', async () => {
    routeFetch(fetchSpy(), [answer(apiRoutes.adminSupportTickets, { tickets: [ticket] })]);
    renderApp(<SupportTab role="auditor" />);
    fireEvent.click(within(await screen.findByTestId('support-ticket-t1')).getByRole('button', { name: t.open }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: t.send })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: t.close })).toBeNull();
    expect(new URL(requestsTo(fetchSpy(), apiRoutes.adminSupportTickets)[0]!.url).searchParams.get('status')).toBe('all');
  });
});
