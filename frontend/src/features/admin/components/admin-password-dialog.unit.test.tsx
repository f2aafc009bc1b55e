import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiRoutes } from '@fr/contracts/api-routes';
import { texts } from '@fr/contracts/texts';
import { answer, fail, requestsTo, routeFetch } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { AdminPasswordButton } from './admin-password-dialog';
import { AdminLogin } from './admin-login';

const fetchSpy = useStubbedFetch();
beforeEach(() => {
  document.cookie = '__csrf=token-123';
});
const t = texts.recovery;

const fillAndSubmit = async (current: string, next: string) => {
  fireEvent.click(screen.getByTestId('admin-change-password'));
  fireEvent.change(await screen.findByLabelText(t.currentPassword), { target: { value: current } });
  fireEvent.change(screen.getByLabelText(t.newPassword), { target: { value: next } });
  fireEvent.change(screen.getByLabelText(t.confirmNewPassword), { target: { value: next } });
  // The dialog's submit button, after the one that opened it.
  fireEvent.click(screen.getAllByRole('button', { name: t.changePasswordButton }).at(-1)!);
};

describe('admin password change', () => {
  it('changes the password with the current one and says the other sessions ended', async () => {
    routeFetch(fetchSpy(), [answer(apiRoutes.adminChangePassword, { message: texts.server.passwordChanged })]);
    renderApp(<AdminPasswordButton />);
    await fillAndSubmit('old password', 'a new admin password');
    expect(await screen.findByText(texts.server.passwordChanged)).toBeTruthy();
    expect(await requestsTo(fetchSpy(), apiRoutes.adminChangePassword)[0]!.json()).toEqual({
      currentPassword: 'old password',
      newPassword: 'a new admin password',
    });
  });

  it('shows a wrong current password in the dialog', async () => {
    routeFetch(fetchSpy(), [
      answer(apiRoutes.adminChangePassword, fail(403, { error: 'forbidden', message: texts.server.currentPasswordWrong })),
    ]);
    renderApp(<AdminPasswordButton />);
    await fillAndSubmit('wrong one', 'a new admin password');
    expect(await screen.findByText(texts.server.currentPasswordWrong)).toBeTruthy();
  });
});

describe('admin login', () => {
  it('offers "Forgot password?", leading to the admin reset request', () => {
    renderApp(<AdminLogin />);
    expect(screen.getByRole('link', { name: t.forgotPasswordLink }).getAttribute('href')).toBe('/admin/forgot-password');
  });
});
