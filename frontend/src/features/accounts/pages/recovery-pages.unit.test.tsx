import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiRoutes } from '@fr/contracts/api-routes';
import { texts } from '@fr/contracts/texts';
import { answer, fail, requestsTo, routeFetch } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';
import { VerifyEmailPage } from './verify-email-page';

const fetchSpy = useStubbedFetch();
beforeEach(() => {
  document.cookie = '__csrf=token-123';
});
const token = 'T'.repeat(43);
const user = { userId: 'u1', username: 'ana', email: 'ana@example.com', firstName: null, lastName: null, emailVerified: true };

describe('forgot password', () => {
  it('shows the server’s neutral answer once the link was asked for', async () => {
    routeFetch(fetchSpy(), [answer(apiRoutes.authForgotPassword, { message: texts.server.resetLinkSent })]);
    renderApp(<ForgotPasswordPage />, { route: '/forgot-password' });
    fireEvent.change(screen.getByLabelText(new RegExp(texts.authModal.email)), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByTestId('forgot-password-submit'));
    expect((await screen.findByTestId('forgot-password-answer')).textContent).toBe(texts.server.resetLinkSent);
    expect(await requestsTo(fetchSpy(), apiRoutes.authForgotPassword)[0]!.json()).toEqual({ email: 'ana@example.com' });
  });
});

describe('reset password page', () => {
  it('takes the token out of the address at once and sends it with the new password', async () => {
    routeFetch(fetchSpy(), [answer(apiRoutes.authResetPassword, { message: texts.server.passwordResetDone, user })]);
    const { router } = renderApp(<ResetPasswordPage />, { route: `/reset-password?token=${token}` });
    expect(await screen.findByText(texts.recovery.resetIntro)).toBeTruthy();
    expect(router.state.location.search).toBe('');
    fireEvent.change(screen.getByLabelText(new RegExp(`^${texts.recovery.newPassword}`)), { target: { value: 'a new password' } });
    fireEvent.change(screen.getByLabelText(new RegExp(texts.recovery.confirmNewPassword)), { target: { value: 'a new password' } });
    fireEvent.click(screen.getByTestId('reset-password-submit'));
    expect(await screen.findByText(texts.server.passwordResetDone)).toBeTruthy();
    expect(await requestsTo(fetchSpy(), apiRoutes.authResetPassword)[0]!.json()).toEqual({ token, password: 'a new password' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows a used or expired link’s answer and offers a new link', async () => {
    routeFetch(fetchSpy(), [
      answer(apiRoutes.authResetPassword, fail(400, { error: 'invalid_token', message: texts.server.resetLinkInvalid })),
    ]);
    renderApp(<ResetPasswordPage />, { route: `/reset-password?token=${token}` });
    fireEvent.change(await screen.findByLabelText(new RegExp(`^${texts.recovery.newPassword}`)), { target: { value: 'a new password' } });
    fireEvent.change(screen.getByLabelText(new RegExp(texts.recovery.confirmNewPassword)), { target: { value: 'a new password' } });
    fireEvent.click(screen.getByTestId('reset-password-submit'));
    expect((await screen.findByTestId('reset-password-error')).textContent).toBe(texts.server.resetLinkInvalid);
    expect(screen.getByText(texts.recovery.requestNewLink)).toBeTruthy();
  });

  it('without a token asks for a new link and calls nothing', async () => {
    renderApp(<ResetPasswordPage />, { route: '/reset-password' });
    expect(await screen.findByText(texts.recovery.resetMissingToken)).toBeTruthy();
    expect(fetchSpy()).not.toHaveBeenCalled();
  });
});

describe('expired verification link', () => {
  it('offers a resend for that link’s account instead of a second sign-up', async () => {
    routeFetch(fetchSpy(), [
      answer(apiRoutes.authVerifyEmail, fail(400, { error: 'token_expired', message: texts.server.verificationExpired })),
      answer(apiRoutes.authResendVerification, { message: texts.server.verificationSent('your email address') }),
    ]);
    renderApp(<VerifyEmailPage />, { route: `/verify-email?token=${token}` });
    expect(await screen.findByText(texts.verifyEmail.expiredTitle)).toBeTruthy();
    expect(screen.queryByText(texts.verifyEmail.signUpAgain)).toBeNull();
    fireEvent.click(screen.getByTestId('resend-verification'));
    expect(await screen.findByText(texts.server.verificationSent('your email address'))).toBeTruthy();
    expect(await requestsTo(fetchSpy(), apiRoutes.authResendVerification)[0]!.json()).toEqual({ token });
  });
});
