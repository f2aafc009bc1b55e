import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contestCatalogue, contestsTexts, isAdultOffer, type Contest } from '@fr/contracts/contests';
import { eligibilityTexts, type EligibilityResponse } from '@fr/contracts/eligibility';
import { apiRoutes } from '@fr/contracts/api-routes';
import { answer, fail, requestsTo, routeFetch, type Handler } from '../../../testing/fake-api';
import { expectToast } from '../../../testing/expect-toast';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { ContestsPage } from './contests-page';

const t = contestsTexts.contests;
const e = eligibilityTexts.eligibility;
const contests: Contest[] = contestCatalogue.map(({ schedule: _schedule, ...contest }) => ({
  ...contest,
  participants: 0,
  timeRemaining: 86_400,
  closesAt: '2026-11-22T18:00:00.000Z',
}));
const sportsbook = contests.find((c) => isAdultOffer(c.id))!;
const tracked = `${sportsbook.affiliateUrl}&sub_id=clk_21`;
const under21 = 'This partner offer is for players 21 or older.';

const declared = (eligible: boolean): EligibilityResponse => ({
  declaration: { dateOfBirth: eligible ? '1990-05-01' : '2006-01-01', state: 'TX', declaredAt: '2026-11-22T17:00:00.000Z' },
  raffle: { purpose: 'raffle', eligible: true, minimumAge: 18, reason: null },
  adultOffer: { purpose: 'adult-offer', eligible, minimumAge: 21, reason: eligible ? null : under21 },
  changes: [],
});

const fetchSpy = useStubbedFetch();
let open: ReturnType<typeof vi.fn>;

beforeEach(() => {
  document.cookie = '__csrf=token-123';
  open = vi.fn();
  vi.stubGlobal('open', open);
});

function renderPage(routes: Handler[]) {
  routeFetch(fetchSpy(), [
    answer(apiRoutes.authStatus, { authenticated: true, configured: true, userId: 'u1' }),
    answer(apiRoutes.contests, { contests }),
    answer(apiRoutes.eligibility, { declaration: null, raffle: null, adultOffer: null, changes: [] }),
    ...routes,
  ]);
  return renderApp(<ContestsPage />, { route: '/contests' });
}

async function join() {
  fireEvent.click(await screen.findByRole('button', { name: `${t.details}: ${sportsbook.title}` }));
  const dialog = await screen.findByRole('dialog', { name: sportsbook.title });
  fireEvent.click(within(dialog).getByRole('button', { name: t.join(sportsbook.platform) }));
}

describe('a partner offer marked 21+', () => {
  it('asks a player who never declared, then opens the offer once the declaration allows it', async () => {
    let asked = false;
    renderPage([
      answer(apiRoutes.trackAffiliateClick, () => {
        if (asked) return { clickId: 'clk_21', url: tracked, repeated: false };
        asked = true;
        return fail(403, { error: 'eligibility_required', message: 'Declare first.' });
      }),
      answer(apiRoutes.declareEligibility, declared(true)),
    ]);
    await join();
    const dialog = await screen.findByRole('dialog', { name: e.dialogTitle });
    expect(within(dialog).getByText(e.adultIntro)).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByTestId('eligibility-date-of-birth'), { target: { value: '1990-05-01' } });
    fireEvent.change(within(dialog).getByTestId('eligibility-state'), { target: { value: 'TX' } });
    fireEvent.click(within(dialog).getByTestId('eligibility-confirm'));
    await waitFor(() => expect(open).toHaveBeenCalledWith(tracked, '_blank', 'noopener,noreferrer'));
    const [request] = requestsTo(fetchSpy(), apiRoutes.declareEligibility);
    expect(await request!.json()).toEqual({ dateOfBirth: '1990-05-01', state: 'TX' });
  });

  it('keeps the offer shut for a declaration under 21 and says why, in the dialog and on a refused click', async () => {
    renderPage([
      answer(apiRoutes.trackAffiliateClick, fail(403, { error: 'eligibility_required', message: 'Declare first.' })),
      answer(apiRoutes.declareEligibility, declared(false)),
    ]);
    await join();
    const dialog = await screen.findByRole('dialog', { name: e.dialogTitle });
    fireEvent.change(within(dialog).getByTestId('eligibility-date-of-birth'), { target: { value: '2006-01-01' } });
    fireEvent.change(within(dialog).getByTestId('eligibility-state'), { target: { value: 'TX' } });
    fireEvent.click(within(dialog).getByTestId('eligibility-confirm'));
    expect((await screen.findByTestId('eligibility-refusal')).textContent).toBe(under21);
    expect(open).not.toHaveBeenCalled();
  });

  it('tells a declared player under 21 why the offer does not open', async () => {
    renderPage([answer(apiRoutes.trackAffiliateClick, fail(403, { error: 'forbidden', message: under21 }))]);
    await join();
    await expectToast(sportsbook.title, under21);
    expect(open).not.toHaveBeenCalled();
  });

  it('lists the void states as void (choosable, truthfully) and names a missing birth date before sending anything', async () => {
    renderPage([answer(apiRoutes.trackAffiliateClick, fail(403, { error: 'eligibility_required', message: 'Declare first.' }))]);
    await join();
    const dialog = await screen.findByRole('dialog', { name: e.dialogTitle });
    const newYork = within(dialog).getByRole('option', { name: e.stateOption('NY', 'New York', true) }) as HTMLOptionElement;
    // Listed and marked void, and choosable: a player who lives there says so and is told why not.
    expect(newYork.disabled).toBe(false);
    // A browser's date input gives an impossible date (2001-02-29) as empty: the same message names it.
    fireEvent.change(within(dialog).getByTestId('eligibility-state'), { target: { value: 'TX' } });
    fireEvent.click(within(dialog).getByTestId('eligibility-confirm'));
    await within(dialog).findByText('Use the format YYYY-MM-DD.');
    expect(requestsTo(fetchSpy(), apiRoutes.declareEligibility)).toHaveLength(0);
  });
});
