import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiRoutes } from '@fr/contracts/api-routes';
import { DELETE_CONFIRMATION_WORD, privacyServerTexts, privacyTexts } from '@fr/contracts/privacy';
import { expectToast } from '../../../testing/expect-toast';
import { answer, fail, requestsTo, routeFetch, type Handler } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { YourData } from './your-data';

const t = privacyTexts.privacy;
const server = privacyServerTexts.privacy;
const fetchSpy = useStubbedFetch();

beforeEach(() => {
  document.cookie = '__csrf=token-123';
});

function renderYourData(hasPassword: boolean, routes: Handler[] = []) {
  routeFetch(fetchSpy(), [
    answer(apiRoutes.authStatus, { authenticated: true, configured: true, userId: 'u1' }),
    answer(apiRoutes.privacyStatus, { hasPassword }),
    ...routes,
  ]);
  return renderApp(<YourData />, { route: '/profile' });
}

const confirmButton = () => screen.getByTestId('delete-account-confirm') as HTMLButtonElement;
const secretField = () => screen.getByTestId('delete-account-secret') as HTMLInputElement;

describe('Your data', () => {
  it('warns what goes and what stays, and deletes with the password', async () => {
    renderYourData(true, [answer(apiRoutes.deleteAccount, { message: server.accountDeleted })]);
    for (const line of [...t.deleteGoes, ...t.deleteStays]) expect(screen.getByText(line)).toBeTruthy();
    fireEvent.click(await screen.findByTestId('delete-account-start'));
    expect(screen.getByLabelText(t.deletePasswordLabel)).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
    fireEvent.change(secretField(), { target: { value: 'my password' } });
    fireEvent.click(confirmButton());
    expect(await screen.findByText(server.accountDeleted)).toBeTruthy();
    const [request] = requestsTo(fetchSpy(), apiRoutes.deleteAccount);
    expect(await request!.json()).toEqual({ password: 'my password' });
  });

  it('asks an account without a password to type the word, and sends only that', async () => {
    renderYourData(false, [answer(apiRoutes.deleteAccount, { message: server.accountDeleted })]);
    fireEvent.click(await screen.findByTestId('delete-account-start'));
    expect(screen.getByLabelText(t.deleteConfirmLabel)).toBeTruthy();
    fireEvent.change(secretField(), { target: { value: 'delete' } });
    expect(confirmButton().disabled).toBe(true);
    fireEvent.change(secretField(), { target: { value: DELETE_CONFIRMATION_WORD } });
    fireEvent.click(confirmButton());
    await waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.deleteAccount)).toHaveLength(1));
    expect(await requestsTo(fetchSpy(), apiRoutes.deleteAccount)[0]!.json()).toEqual({ confirmation: DELETE_CONFIRMATION_WORD });
  });

  it("shows the server's reason when the deletion is refused", async () => {
    renderYourData(true, [answer(apiRoutes.deleteAccount, fail(400, { error: 'validation_failed', message: server.wrongPassword }))]);
    fireEvent.click(await screen.findByTestId('delete-account-start'));
    fireEvent.change(secretField(), { target: { value: 'wrong' } });
    fireEvent.click(confirmButton());
    await expectToast(t.deleteFailed, server.wrongPassword);
  });

  it('says a large export comes by e-mail', async () => {
    renderYourData(true, [answer(apiRoutes.requestDataExport, { delivery: 'email', message: server.exportEmailed })]);
    fireEvent.click(screen.getByTestId('download-my-data'));
    expect(await screen.findByText(server.exportEmailed)).toBeTruthy();
  });
});
