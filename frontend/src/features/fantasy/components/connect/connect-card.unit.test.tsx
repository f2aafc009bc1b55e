import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuthStatusResponse } from '@fr/contracts/accounts';
import { texts } from '@fr/contracts/texts';
import { apiRoutes } from '@fr/contracts/api-routes';
import { makeTeam, teamsResponse } from '../../../../testing/fantasy-fixtures';
import { answer, fail, requestsTo, routeFetch, type Handler, type ResponseBody } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';
import { stubFetch } from '../../../../testing/stub-fetch';
import { ConnectCard } from './connect-card';

const t = texts.connectCard;
const signedIn: AuthStatusResponse = { authenticated: true, configured: true, userId: 'u1' };
const signedOut: AuthStatusResponse = { authenticated: false, configured: true, userId: null };
const noTeams = teamsResponse([]);

let fetchSpy: ReturnType<typeof stubFetch>;
let openSpy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchSpy = stubFetch();
  openSpy = vi.fn();
  vi.stubGlobal('open', openSpy);
  document.cookie = '__csrf=token-123';
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard(status: AuthStatusResponse, routes: Handler[] = []) {
  routeFetch(fetchSpy, [answer(apiRoutes.teams, noTeams), ...routes]);
  return renderApp(<ConnectCard status={status} />);
}

async function expectToast(title: string, message: string) {
  const toast = await screen.findByRole('region', { name: texts.app.notificationsRegion });
  expect(await within(toast).findByText(title)).toBeTruthy();
  expect(within(toast).getByText(message)).toBeTruthy();
}

async function consentAndConnect() {
  fireEvent.click(await screen.findByTestId('connect-consent'));
  fireEvent.click(screen.getByTestId('connect-button'));
}

async function reachAuthorizing() {
  const initiate = { authUrl: 'https://provider.test/authorize?state=s1', state: 's1' };
  const rendered = renderCard(signedIn, [
    answer(apiRoutes.oauthInitiate, initiate, { provider: 'fantasy' }),
    answer(apiRoutes.oauthCallback, { message: 'ok' }, { provider: 'fantasy' }),
  ]);
  await consentAndConnect();
  await screen.findByTestId('auth-code-input');
  return rendered;
}

describe('connect card: not connected (state 3)', () => {
  it('keeps the button disabled until consent and explains a click without it', async () => {
    renderCard(signedOut);
    expect(screen.getByText(texts.home.connect.consent)).toBeTruthy();
    expect((screen.getByTestId('connect-button') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('connect-button-wrapper'));
    await expectToast(t.consentRequiredTitle, t.consentRequiredMessage);
  });

  it('asks a signed-out visitor to sign in, without calling the server', async () => {
    const { store } = renderCard(signedOut);
    await consentAndConnect();
    expect(store.getState().authModal).toEqual({ open: true, tab: 'signin' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says "Configuration Required" when the provider has no credentials', async () => {
    renderCard({ ...signedIn, configured: false });
    await consentAndConnect();
    await expectToast(texts.home.connect.configurationRequiredTitle, texts.home.connect.configurationRequiredMessage);
    expect(screen.getAllByText(texts.home.connect.configurationRequiredMessage)).toHaveLength(2);
    expect(requestsTo(fetchSpy, apiRoutes.oauthInitiate, { provider: 'fantasy' })).toHaveLength(0);
  });

  it('reports an answer without authUrl', async () => {
    // The contract promises authUrl; the client must still say so when an answer leaves it out.
    const withoutAuthUrl = { state: 's1' } as unknown as ResponseBody<typeof apiRoutes.oauthInitiate>;
    renderCard(signedIn, [answer(apiRoutes.oauthInitiate, withoutAuthUrl, { provider: 'fantasy' })]);
    await consentAndConnect();
    await expectToast(t.oauthErrorTitle, t.missingAuthUrl);
    expect(openSpy).not.toHaveBeenCalled();
  });

  it('reports a failed initiate', async () => {
    renderCard(signedIn, [answer(apiRoutes.oauthInitiate, fail(500, { error: 'internal', message: 'boom' }), { provider: 'fantasy' })]);
    await consentAndConnect();
    await expectToast(t.oauthErrorTitle, t.initiateFailed);
  });
});

describe('connect card: authorizing (state 4)', () => {
  it('opens the authorization URL in a new tab and can reopen it', async () => {
    await reachAuthorizing();
    expect(openSpy).toHaveBeenCalledWith('https://provider.test/authorize?state=s1', '_blank', 'noopener,noreferrer');
    fireEvent.click(screen.getByTestId('reopen-authorization'));
    expect(openSpy).toHaveBeenCalledTimes(2);
  });

  it('requires a code that is not blank', async () => {
    await reachAuthorizing();
    fireEvent.change(screen.getByTestId('auth-code-input'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('complete-connection'));
    await expectToast(t.codeRequiredTitle, t.codeRequiredMessage);
    expect(requestsTo(fetchSpy, apiRoutes.oauthCallback, { provider: 'fantasy' })).toHaveLength(0);
  });

  it('sends the trimmed code with the state, then offers sync', async () => {
    await reachAuthorizing();
    fireEvent.change(screen.getByTestId('auth-code-input'), { target: { value: '  abc123  ' } });
    fireEvent.click(screen.getByTestId('complete-connection'));
    await expectToast(texts.fantasy.accountConnectedTitle, texts.fantasy.accountConnectedMessage);
    const [request] = requestsTo(fetchSpy, apiRoutes.oauthCallback, { provider: 'fantasy' });
    expect(await request!.json()).toEqual({ code: 'abc123', state: 's1' });
    expect(await screen.findByTestId('sync-button')).toBeTruthy();
    expect(window.sessionStorage.getItem('fantasyConnected:u1')).toBe('true');
  });

  it('takes the "click Sync" hint down once the sync has run', async () => {
    await reachAuthorizing();
    routeFetch(fetchSpy, [
      answer(apiRoutes.teams, noTeams),
      answer(apiRoutes.oauthCallback, { message: 'ok' }, { provider: 'fantasy' }),
      answer(apiRoutes.sync, { success: true, teamsFound: 0 }),
    ]);
    fireEvent.change(screen.getByTestId('auth-code-input'), { target: { value: 'abc123' } });
    fireEvent.click(screen.getByTestId('complete-connection'));
    await expectToast(texts.fantasy.accountConnectedTitle, texts.fantasy.accountConnectedMessage);
    fireEvent.click(await screen.findByTestId('sync-button'));
    await waitFor(() => expect(screen.queryByText(texts.fantasy.accountConnectedMessage)).toBeNull());
    expect(requestsTo(fetchSpy, apiRoutes.sync)).toHaveLength(1);
  });

  it('keeps the form with an inline alert when the provider rejects the code', async () => {
    await reachAuthorizing();
    routeFetch(fetchSpy, [answer(apiRoutes.oauthCallback, fail(422, { error: 'business_rule', message: 'no' }), { provider: 'fantasy' })]);
    fireEvent.change(screen.getByTestId('auth-code-input'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByTestId('complete-connection'));
    await expectToast(t.authFailedTitle, t.authFailedMessage);
    expect(screen.getByText(t.connectFailedInline)).toBeTruthy();
    expect(screen.getByTestId('auth-code-input')).toBeTruthy();
  });

  it('cancel returns to the connect prompt and forgets the code', async () => {
    await reachAuthorizing();
    fireEvent.change(screen.getByTestId('auth-code-input'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByTestId('cancel-connection'));
    expect(screen.getByTestId('connect-button')).toBeTruthy();
    await consentAndConnect();
    expect(((await screen.findByTestId('auth-code-input')) as HTMLInputElement).value).toBe('');
  });
});

describe('connect card: connected states', () => {
  it('greets a player with synced teams (state 1)', async () => {
    renderCard(signedIn, [answer(apiRoutes.teams, teamsResponse([makeTeam({ sport: 'MLB' })]))]);
    expect(await screen.findByText(t.welcomeBackTitle)).toBeTruthy();
    expect(screen.getByTestId('go-to-dashboard').getAttribute('href')).toBe('/dashboard');
  });

  it('offers connecting, not syncing, to a player with no teams who has not connected in this session', async () => {
    renderCard(signedIn);
    expect(await screen.findByTestId('connect-button')).toBeTruthy();
    expect(screen.queryByTestId('sync-button')).toBeNull();
  });

  it('offers sync after a connection made earlier in this session (state 2)', async () => {
    window.sessionStorage.setItem('fantasyConnected:u1', 'true');
    renderCard(signedIn);
    expect(await screen.findByTestId('sync-button')).toBeTruthy();
    expect(screen.queryByTestId('connect-button')).toBeNull();
  });
});
