import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiRoutes } from '@fr/contracts/api-routes';
import { texts } from '@fr/contracts/texts';
import { answer, fail, requestsTo, routeFetch } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';

const fetchSpy = useStubbedFetch();
beforeEach(() => {
  document.cookie = '__csrf=token-123';
});
const t = texts.recovery;

describe('e-mail in Settings', () => {
  it('adds an address to a social account without asking for a password', async () => {
    routeFetch(fetchSpy(), [
      answer(apiRoutes.authAccountEmail, { email: '', emailVerified: false, hasPassword: false }),
      answer(apiRoutes.authChangeEmail, { message: texts.server.emailChangeSent('sam@example.com') }),
    ]);
    renderApp(<EmailSection />);
    expect(await screen.findByText(t.emailNone)).toBeTruthy();
    expect(screen.queryByLabelText(new RegExp(t.currentPassword))).toBeNull();
    fireEvent.change(screen.getByLabelText(new RegExp(t.newEmail)), { target: { value: 'sam@example.com' } });
    fireEvent.click(screen.getByText(t.addEmailButton));
    expect(await screen.findByText(texts.server.emailChangeSent('sam@example.com'))).toBeTruthy();
    expect(await requestsTo(fetchSpy(), apiRoutes.authChangeEmail)[0]!.json()).toEqual({ email: 'sam@example.com' });
  });

  it('shows a taken address’s answer at the field', async () => {
    routeFetch(fetchSpy(), [
      answer(apiRoutes.authAccountEmail, { email: 'ana@example.com', emailVerified: true, hasPassword: true }),
      answer(apiRoutes.authChangeEmail, fail(409, { error: 'conflict', message: texts.server.emailTakenByAnother })),
    ]);
    renderApp(<EmailSection />);
    expect(await screen.findByText('ana@example.com')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(new RegExp(t.newEmail)), { target: { value: 'taken@example.com' } });
    fireEvent.change(screen.getByLabelText(new RegExp(t.currentPassword)), { target: { value: 'my password' } });
    fireEvent.click(screen.getByText(t.changeEmailButton));
    expect(await screen.findByText(texts.server.emailTakenByAnother)).toBeTruthy();
    expect(await requestsTo(fetchSpy(), apiRoutes.authChangeEmail)[0]!.json()).toEqual({
      email: 'taken@example.com',
      password: 'my password',
    });
  });
});

describe('password in Settings', () => {
  it('is not offered to an account without a password', async () => {
    routeFetch(fetchSpy(), [answer(apiRoutes.authAccountEmail, { email: '', emailVerified: false, hasPassword: false })]);
    // Beside the e-mail section, which reads the same answer: once that shows, the password section has decided.
    renderApp(
      <>
        <EmailSection />
        <PasswordSection />
      </>,
    );
    expect(await screen.findByText(t.emailNone)).toBeTruthy();
    expect(screen.queryByText(t.changePasswordButton)).toBeNull();
  });
});

describe('signed-in devices', () => {
  it('lists the devices, marks this one, and signs out another', async () => {
    const sessions = [
      {
        sessionId: 'd1',
        browser: 'Chrome 131',
        os: 'Linux',
        network: '203.0.113.x',
        signedInAt: '2026-11-20T10:00:00.000Z',
        lastSeenAt: '2026-11-22T10:00:00.000Z',
        current: true,
      },
      {
        sessionId: 'd2',
        browser: 'Firefox 128',
        os: 'Windows 10',
        network: '198.51.100.x',
        signedInAt: '2026-11-19T10:00:00.000Z',
        lastSeenAt: '2026-11-21T10:00:00.000Z',
        current: false,
      },
    ];
    routeFetch(fetchSpy(), [
      answer(apiRoutes.authSessions, { sessions }),
      answer(apiRoutes.authEndSession, { message: texts.server.sessionEnded }, { sessionId: 'd2' }),
    ]);
    renderApp(<SessionsSection />);
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(t.thisDevice)).toBeTruthy();
    expect(within(rows[1]!).getByText(/Firefox 128 · Windows 10/)).toBeTruthy();
    expect(within(rows[1]!).getByText(/198\.51\.100\.x/)).toBeTruthy();
    fireEvent.click(within(rows[1]!).getByText(t.signOutDevice));
    expect(await screen.findByText(texts.server.sessionEnded)).toBeTruthy();
    expect(requestsTo(fetchSpy(), apiRoutes.authEndSession, { sessionId: 'd2' })).toHaveLength(1);
  });
});
