import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiRoutes } from '@fr/contracts/api-routes';
import { legalTexts, type ConsentsResponse } from '@fr/contracts/legal';
import { answer, requestsTo, routeFetch } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { ConsentGate } from './consent-gate';

const t = legalTexts.consent;
const fetchSpy = useStubbedFetch();
beforeEach(() => {
  document.cookie = '__csrf=token-123';
});

const signedIn = answer(apiRoutes.authStatus, { authenticated: true, configured: true, userId: 'u1' });
const asked: ConsentsResponse = {
  consents: [{ document: 'terms', version: '1.0', acceptedAt: '2026-11-01T00:00:00.000Z' }],
  pending: [{ document: 'terms', version: '1.1', effectiveDate: '2026-12-26' }],
};

describe('the consent dialog', () => {
  it('asks a signed-in player to accept the version they have not accepted, and closes once they do', async () => {
    let accepted = false;
    routeFetch(fetchSpy(), [
      signedIn,
      answer(apiRoutes.consents, () => (accepted ? { ...asked, pending: [] } : asked)),
      answer(apiRoutes.acceptConsents, () => {
        accepted = true;
        return { ...asked, pending: [] };
      }),
    ]);
    renderApp(<ConsentGate />);
    const dialog = await screen.findByRole('dialog', { name: t.title });
    expect(within(dialog).getByRole('link', { name: t.documentLine(legalTexts.legal.titles.terms, '1.1', '2026-12-26') })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: t.accept }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [request] = requestsTo(fetchSpy(), apiRoutes.acceptConsents);
    expect(await request!.json()).toEqual({ accepted: [{ document: 'terms', version: '1.1' }] });
  });

  it('asks nothing of a visitor', async () => {
    routeFetch(fetchSpy(), [answer(apiRoutes.authStatus, { authenticated: false, configured: false, userId: null })]);
    renderApp(<ConsentGate />);
    await waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.authStatus)).toHaveLength(1));
    expect(requestsTo(fetchSpy(), apiRoutes.consents)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
