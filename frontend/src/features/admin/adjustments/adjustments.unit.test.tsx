import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiRoutes } from '@fr/contracts/api-routes';
import { coinAdjustmentsTexts, type CoinAdjustment } from '@fr/contracts/coin-adjustments';
import { answer, requestsTo, routeFetch } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { AdjustCoinsButton } from './adjust-coins-button';
import { PendingApprovals } from './pending-approvals';

const t = coinAdjustmentsTexts.coinAdjustments;
const fetchSpy = useStubbedFetch();
beforeEach(() => {
  document.cookie = '__csrf=token-123';
});

const person = (id: string, name: string, kind: 'player' | 'admin') => ({ id, kind, name, email: `${name}@example.com` });
const pending = (requestId: string, requestedByMe: boolean): CoinAdjustment => ({
  requestId,
  player: person('u1', 'ada', 'player'),
  amount: -1500,
  lot: 'earned',
  reason: 'Reward credited twice',
  status: 'pending',
  requestedBy: person('a1', requestedByMe ? 'me' : 'alice', 'admin'),
  requestedByMe,
  requestedAt: '2026-11-25T15:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  failure: null,
});

describe('the adjust coins dialog', () => {
  it('says when a second admin must approve, and sends the signed amount, lot and reason', async () => {
    const mine = pending('00000000-0000-4000-8000-000000000001', true);
    routeFetch(fetchSpy(), [
      answer(apiRoutes.adminCoinAdjustments, { approvalAbove: 1000, adjustments: [] }),
      answer(apiRoutes.adminAdjustCoins, { message: 'Request saved', adjustment: mine }, { userId: 'u1' }),
    ]);
    renderApp(<AdjustCoinsButton userId="u1" username="ada" />);
    fireEvent.click(screen.getByRole('button', { name: t.adjust }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: t.correct }));
    fireEvent.change(within(dialog).getByLabelText(new RegExp(t.amount)), { target: { value: '1500' } });
    expect((await within(dialog).findByTestId('adjust-approval-note')).textContent).toBe(t.needsApproval(1000));
    fireEvent.change(within(dialog).getByLabelText(new RegExp(t.reason)), { target: { value: 'Reward credited twice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.submit }));
    await screen.findByText('Request saved');
    const [request] = requestsTo(fetchSpy(), apiRoutes.adminAdjustCoins, { userId: 'u1' });
    expect(await request!.json()).toMatchObject({ amount: -1500, lot: 'earned', reason: 'Reward credited twice' });
  });
});

describe('the pending approvals', () => {
  it("shows people by name, approves another admin's request as seen, and cannot approve one's own", async () => {
    const theirs = pending('00000000-0000-4000-8000-000000000002', false);
    const mine = pending('00000000-0000-4000-8000-000000000003', true);
    routeFetch(fetchSpy(), [
      answer(apiRoutes.adminCoinAdjustments, { approvalAbove: 1000, adjustments: [theirs, mine] }),
      answer(
        apiRoutes.adminApproveCoinAdjustment,
        { message: 'Approved and applied.', adjustment: { ...theirs, status: 'applied' } },
        { requestId: theirs.requestId },
      ),
    ]);
    renderApp(<PendingApprovals role="admin" />);
    const row = await screen.findByTestId(`pending-${theirs.requestId}`);
    expect(row.textContent).toContain('ada');
    expect(row.textContent).toContain('alice');
    const own = screen.getByTestId(`pending-${mine.requestId}`);
    expect((within(own).getByRole('button', { name: t.approve }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(row).getByRole('button', { name: t.approve }));
    await screen.findByText('Approved and applied.');
    const [request] = requestsTo(fetchSpy(), apiRoutes.adminApproveCoinAdjustment, { requestId: theirs.requestId });
    expect(await request!.json()).toEqual({ amount: -1500, lot: 'earned', reason: 'Reward credited twice' });
  });

  it('offers no decision to the auditor', async () => {
    routeFetch(fetchSpy(), [
      answer(apiRoutes.adminCoinAdjustments, {
        approvalAbove: 1000,
        adjustments: [pending('00000000-0000-4000-8000-000000000004', false)],
      }),
    ]);
    renderApp(<PendingApprovals role="auditor" />);
    await screen.findByTestId('pending-00000000-0000-4000-8000-000000000004');
    expect(screen.queryByRole('button', { name: t.approve })).toBeNull();
  });
});
