import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiRoutes } from '@fr/contracts/api-routes';
import { prizeFulfilmentTexts, type FulfilmentPrize } from '@fr/contracts/prizes';
import { answer, routeFetch } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { PrizesSection } from './prizes-section';

const t = prizeFulfilmentTexts;
const fetchSpy = useStubbedFetch();
beforeEach(() => {
  document.cookie = '__csrf=token-123';
});

const prize: FulfilmentPrize = {
  awardId: 'nfl-bronze-2026-11-25:0',
  state: 'claimed',
  winner: { id: 'u1', kind: 'player', name: 'ada', email: 'ada@example.com' },
  prizeName: 'NFL Team Merchandise Pack',
  prizeType: 'physical',
  value: 250,
  currency: 'USD',
  raffleId: 'nfl-bronze',
  drawId: 'nfl-bronze-2026-11-25',
  wonAt: '2026-11-26T05:00:00.000Z',
  claimDeadline: '2026-12-10T05:00:00.000Z',
  claimedAt: '2026-11-27T05:00:00.000Z',
  eligibility: { declared: true, eligible: true },
  taxForm: 'not_needed',
  carrier: null,
  trackingNumber: null,
  shippedAt: null,
  deliveredAt: null,
  paymentReference: null,
  paidAt: null,
  forfeitedAt: null,
  proofUrl: '/raffles/draws/nfl-bronze-2026-11-25',
};
const detail = {
  prize,
  shippingAddress: { name: 'Ada Lovelace', line1: '12 Main St', city: 'Fresno', state: 'CA' as const, postalCode: '93650' },
  history: [
    {
      kind: 'won' as const,
      at: prize.wonAt,
      by: { id: 'raffle-draw', kind: 'system' as const, name: 'raffle-draw', email: null },
      detail: null,
    },
  ],
};

describe('the Prizes section', () => {
  it('lists won prizes with the winner by name and state, and an admin ships one from its detail', async () => {
    const shipped = { ...detail, prize: { ...prize, state: 'shipped' as const, carrier: 'UPS', trackingNumber: '1Z999' } };
    routeFetch(fetchSpy(), [
      answer(apiRoutes.fulfilmentQueue, { prizes: [prize] }),
      answer(apiRoutes.fulfilmentDetail, detail, { awardId: prize.awardId }),
      answer(apiRoutes.markPrizeShipped, shipped, { awardId: prize.awardId }),
    ]);
    renderApp(<PrizesSection role="admin" />);
    const row = await screen.findByTestId('prize-row');
    expect(row.textContent).toContain('ada');
    expect(row.textContent).toContain(t.states.claimed);
    fireEvent.click(screen.getByRole('button', { name: t.open }));
    expect(await screen.findByText(/12 Main St/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(t.actions.carrier), { target: { value: 'UPS' } });
    fireEvent.change(screen.getByLabelText(t.actions.trackingNumber), { target: { value: '1Z999' } });
    fireEvent.click(screen.getByRole('button', { name: t.actions.ship }));
    expect(await screen.findByText(t.actions.done)).toBeTruthy();
  });

  it('shows finance no actions', async () => {
    routeFetch(fetchSpy(), [
      answer(apiRoutes.fulfilmentQueue, { prizes: [prize] }),
      answer(apiRoutes.fulfilmentDetail, { ...detail, shippingAddress: null }, { awardId: prize.awardId }),
    ]);
    renderApp(<PrizesSection role="finance" />);
    fireEvent.click(await screen.findByRole('button', { name: t.open }));
    expect(await screen.findByText(t.facts.addressHidden)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.actions.ship })).toBeNull();
  });
});
