import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clientRoutes } from '@fr/contracts/shell';
import { texts } from '@fr/contracts/texts';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { LoginPage } from './login-page';
import { SignupPage } from './signup-page';

useStubbedFetch();

describe('/login and /signup', () => {
  it('/login shows the sign-in form, and its Sign Up tab goes to /signup', async () => {
    const { router } = renderApp(<LoginPage />, { route: clientRoutes.login });
    expect(screen.getByRole('form', { name: texts.auth.signInTab })).toBeTruthy();
    expect(screen.getByTestId('sign-in-submit')).toBeTruthy();
    fireEvent.click(screen.getByTestId('tab-signup'));
    await waitFor(() => expect(router.state.location.pathname).toBe(clientRoutes.signup));
  });

  it('/signup shows the sign-up form, and its Sign In tab goes to /login', async () => {
    const { router } = renderApp(<SignupPage />, { route: clientRoutes.signup });
    expect(screen.getByTestId('sign-up-submit')).toBeTruthy();
    expect(screen.queryByTestId('sign-in-submit')).toBeNull();
    fireEvent.click(screen.getByTestId('tab-signin'));
    await waitFor(() => expect(router.state.location.pathname).toBe(clientRoutes.login));
  });
});
