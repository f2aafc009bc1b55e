import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { texts } from '@fr/contracts/texts';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { VerifyEmailPage } from './verify-email-page';

const fetchSpy = useStubbedFetch();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('verify-email page', () => {
  it('without a token says so and never calls the server', async () => {
    renderApp(<VerifyEmailPage />, { route: '/verify-email' });
    expect(await screen.findByText(texts.server.verificationMissingToken)).toBeTruthy();
    expect(screen.getByText(texts.verifyEmail.signUpAgain)).toBeTruthy();
    expect(fetchSpy()).not.toHaveBeenCalled();
  });

  it('shows the success state with the next steps', async () => {
    fetchSpy().mockResolvedValue(json(200, { message: 'Email verified successfully.' }));
    renderApp(<VerifyEmailPage />, { route: '/verify-email?token=abc' });
    expect(await screen.findByText(texts.verifyEmail.successTitle)).toBeTruthy();
    for (const step of texts.verifyEmail.whatsNext) expect(screen.getByText(step)).toBeTruthy();
    expect(new URL(fetchSpy().mock.calls[0]![0].url).search).toBe('?token=abc');
  });

  it('treats a server error mentioning "expired" as the expired state', async () => {
    fetchSpy().mockResolvedValue(json(400, { error: 'token_expired', message: texts.server.verificationExpired }));
    renderApp(<VerifyEmailPage />, { route: '/verify-email?token=old' });
    expect(await screen.findByText(texts.verifyEmail.expiredTitle)).toBeTruthy();
    expect(screen.getByText(texts.verifyEmail.backToHome)).toBeTruthy();
  });

  it('shows any other server error message', async () => {
    fetchSpy().mockResolvedValue(json(400, { error: 'invalid_token', message: texts.server.verificationInvalid }));
    renderApp(<VerifyEmailPage />, { route: '/verify-email?token=bad' });
    expect(await screen.findByText(texts.verifyEmail.errorTitle)).toBeTruthy();
    expect(screen.getByText(texts.server.verificationInvalid)).toBeTruthy();
  });

  it('reports a network failure with the connection toast', async () => {
    fetchSpy().mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp(<VerifyEmailPage />, { route: '/verify-email?token=abc' });
    expect(await screen.findByText(texts.verifyEmail.networkError)).toBeTruthy();
    expect(await screen.findByText(texts.verifyEmail.connectionErrorTitle)).toBeTruthy();
    expect(screen.getByText(texts.verifyEmail.connectionErrorMessage)).toBeTruthy();
  });
});
