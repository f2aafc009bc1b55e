import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { texts } from '@fr/contracts/texts';
import type { AuthTab } from '../../../stores/auth-modal-slice';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { AuthModal } from './auth-modal';

const fetchSpy = useStubbedFetch();

function openOn(tab: AuthTab) {
  renderApp(<AuthModal />, { preloadedState: { authModal: { open: true, tab } } });
  return screen.getByRole('dialog');
}

function fill(dialog: HTMLElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const input = dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!input) throw new Error(`no input named ${name}`);
    fireEvent.change(input, { target: { value } });
  }
}

async function expectToast(title: string, message: string) {
  const toast = await screen.findByRole('alert');
  expect(within(toast).getByText(title)).toBeTruthy();
  expect(within(toast).getByText(message)).toBeTruthy();
  // The social buttons read which providers are configured; the form itself sends nothing.
  expect(fetchSpy().mock.calls.filter(([request]) => request.method !== 'GET')).toEqual([]);
}

describe('auth modal validation', () => {
  it('sign-in needs both email and password', async () => {
    const dialog = openOn('signin');
    fill(dialog, { email: 'player@example.com' });
    fireEvent.click(within(dialog).getByTestId('sign-in-submit'));
    await expectToast(texts.auth.requiredFieldsTitle, texts.auth.signInRequiredMessage);
  });

  it('sign-up needs username, email and password', async () => {
    const dialog = openOn('signup');
    fill(dialog, { username: 'player', password: 'longenough', confirmPassword: 'longenough' });
    fireEvent.click(within(dialog).getByTestId('sign-up-submit'));
    await expectToast(texts.auth.requiredFieldsTitle, texts.auth.signUpRequiredMessage);
  });

  it('sign-up rejects a confirmation that differs, before the length rule', async () => {
    const dialog = openOn('signup');
    fill(dialog, { username: 'player', email: 'p@example.com', password: 'short', confirmPassword: 'other' });
    fireEvent.click(within(dialog).getByTestId('sign-up-submit'));
    await expectToast(texts.auth.passwordMismatchTitle, texts.auth.passwordMismatchMessage);
  });

  it('sign-up rejects passwords under 8 characters', async () => {
    const dialog = openOn('signup');
    fill(dialog, { username: 'player', email: 'p@example.com', password: 'seven77', confirmPassword: 'seven77' });
    fireEvent.click(within(dialog).getByTestId('sign-up-submit'));
    await expectToast(texts.auth.weakPasswordTitle, texts.auth.weakPasswordMessage);
  });

  it('checks the e-mail format before any request, at the field and in the toast', async () => {
    const dialog = openOn('signin');
    fill(dialog, { email: 'player@', password: 'secret-password' });
    fireEvent.click(within(dialog).getByTestId('sign-in-submit'));
    await expectToast(texts.auth.invalidEmailTitle, texts.auth.invalidEmailMessage);
    const email = dialog.querySelector<HTMLInputElement>('input[name="email"]')!;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(texts.auth.invalidEmailMessage)).toBeTruthy();
    // Correcting the field clears its mark.
    fill(dialog, { email: 'player@example.com' });
    expect(email.getAttribute('aria-invalid')).toBe('false');
  });

  it('marks each missing required field, and only those', async () => {
    const dialog = openOn('signup');
    fill(dialog, { email: 'p@example.com' });
    fireEvent.click(within(dialog).getByTestId('sign-up-submit'));
    await expectToast(texts.auth.requiredFieldsTitle, texts.auth.signUpRequiredMessage);
    const invalid = [...dialog.querySelectorAll('input[aria-invalid="true"]')].map((input) => input.getAttribute('name'));
    expect(invalid).toEqual(['username', 'password']);
  });

  it('switches between the two tabs', () => {
    const dialog = openOn('signin');
    fireEvent.click(within(dialog).getByTestId('tab-signup'));
    expect(dialog.querySelector('input[name="confirmPassword"]')).not.toBeNull();
  });
});

describe('auth modal requests', () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const user = { userId: 'u1', username: 'player', email: 'p@example.com', firstName: null, lastName: null, emailVerified: false };

  it('signs in with the CSRF header, greets the player and goes to the dashboard', async () => {
    document.cookie = '__csrf=token-123';
    fetchSpy().mockImplementation(async () => json(200, { message: 'Signed in.', user }));
    const { router } = renderApp(<AuthModal />, { preloadedState: { authModal: { open: true, tab: 'signin' } } });
    const dialog = screen.getByRole('dialog');
    fill(dialog, { email: ' p@example.com ', password: 'secret-password' });
    fireEvent.click(within(dialog).getByTestId('sign-in-submit'));

    expect(await screen.findByText(texts.auth.welcomeBack)).toBeTruthy();
    const request = fetchSpy()
      .mock.calls.map(([call]) => call)
      .find((call) => call.method === 'POST')!;
    expect(request.headers.get('x-csrf-token')).toBe('token-123');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ email: 'p@example.com', password: 'secret-password' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows the server message when sign-up fails', async () => {
    document.cookie = '__csrf=token-123';
    fetchSpy().mockImplementation(async () => json(409, { error: 'conflict', message: texts.server.usernameTaken }));
    const dialog = openOn('signup');
    fill(dialog, { username: 'player', email: 'p@example.com', password: 'longenough', confirmPassword: 'longenough' });
    fireEvent.click(within(dialog).getByTestId('sign-up-submit'));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(texts.auth.signUpFailedTitle)).toBeTruthy();
    expect(within(toast).getByText(texts.server.usernameTaken)).toBeTruthy();
    // ...and at the field it is about.
    expect(dialog.querySelector('input[name="username"]')!.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.querySelector('input[name="email"]')!.getAttribute('aria-invalid')).toBe('false');
    expect(within(dialog).getByText(texts.server.usernameTaken)).toBeTruthy();
  });

  it('places wrong credentials at the password and a server validation issue at its field', async () => {
    document.cookie = '__csrf=token-123';
    fetchSpy().mockImplementation(async () => json(401, { error: 'unauthenticated', message: texts.server.invalidCredentials }));
    const dialog = openOn('signin');
    fill(dialog, { email: 'p@example.com', password: 'wrong-password' });
    fireEvent.click(within(dialog).getByTestId('sign-in-submit'));
    expect(await within(dialog).findByText(texts.server.invalidCredentials)).toBeTruthy();
    expect(dialog.querySelector('input[name="password"]')!.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.querySelector('input[name="email"]')!.getAttribute('aria-invalid')).toBe('true');
  });
});
