import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiRoutes } from '@fr/contracts/api-routes';
import { documentVersion, legalTexts } from '@fr/contracts/legal';
import { texts } from '@fr/contracts/texts';
import { answer, fail, requestsTo, routeFetch } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { SupportPage } from './support-page';

const form = legalTexts.support.form;
const fetchSpy = useStubbedFetch();
beforeEach(() => {
  document.cookie = '__csrf=token-123';
});

const visitor = answer(apiRoutes.authStatus, { authenticated: false, configured: false, userId: null });

async function fillIn(message: string) {
  fireEvent.change(screen.getByLabelText(form.email, { exact: false }), { target: { value: 'pat@example.com' } });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: form.topic }));
  fireEvent.click(await screen.findByRole('option', { name: form.topics.prizes }));
  fireEvent.change(screen.getByLabelText(form.message, { exact: false }), { target: { value: message } });
}

describe('the Support page', () => {
  it('shows its version and date, the FAQ, and sends the contact form with an empty honeypot', async () => {
    routeFetch(fetchSpy(), [
      visitor,
      answer(apiRoutes.createSupportTicket, { ticketId: 't1', message: texts.server.supportTicketReceived }),
    ]);
    renderApp(<SupportPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(legalTexts.legal.titles.support);
    const { version, effectiveDate } = documentVersion('support', new Date());
    expect(screen.getByTestId('legal-version').textContent).toBe(legalTexts.legal.versionLine(version, effectiveDate));
    expect(screen.getByRole('region', { name: 'Can I cash out my coins?' })).toBeTruthy();

    await fillIn('When will my prize ship?');
    fireEvent.click(screen.getByRole('button', { name: form.send }));
    expect((await screen.findByRole('status')).textContent).toBe(texts.server.supportTicketReceived);
    const [request] = requestsTo(fetchSpy(), apiRoutes.createSupportTicket);
    expect(await request!.json()).toEqual({
      name: '',
      email: 'pat@example.com',
      topic: 'prizes',
      message: 'When will my prize ship?',
      website: '',
    });
  });

  it('says what the server refused, and asks for a topic before sending', async () => {
    routeFetch(fetchSpy(), [
      visitor,
      answer(apiRoutes.createSupportTicket, fail(429, { error: 'rate_limited', message: texts.server.supportRateLimited })),
    ]);
    renderApp(<SupportPage />);
    fireEvent.change(screen.getByLabelText(form.message, { exact: false }), { target: { value: 'A question without a topic.' } });
    fireEvent.click(screen.getByRole('button', { name: form.send }));
    expect((await screen.findByRole('status')).textContent).toBe(form.topicRequired);
    expect(requestsTo(fetchSpy(), apiRoutes.createSupportTicket)).toHaveLength(0);

    await fillIn('A question too many this hour.');
    fireEvent.click(screen.getByRole('button', { name: form.send }));
    const region = await screen.findByRole('region', { name: form.heading });
    expect((await within(region).findByText(texts.server.supportRateLimited)).textContent).toBe(texts.server.supportRateLimited);
  });
});
