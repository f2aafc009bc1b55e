import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultTiers } from '@fr/contracts/fantasy';
import { texts } from '@fr/contracts/texts';
import { apiRoutes } from '@fr/contracts/api-routes';
import { makePurchasedBoost } from '../../../testing/economy-fixtures';
import { expectToast } from '../../../testing/expect-toast';
import { makeTeam } from '../../../testing/fantasy-fixtures';
import { answer, fail, holdReply, requestsTo, routeFetch, type Handler } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { ApplyBoostsDialog } from './apply-boosts-dialog';

const t = texts.boosts;
const team = makeTeam({ id: 'team-7', name: 'Lakers Legacy', sport: 'NBA', projectedPoints: 200, currentPoints: 0 });
const multiplier = makePurchasedBoost({ id: 'b-mult', boostType: 'tickets_3x', name: '3x Prize Multiplier' });
const performance = makePurchasedBoost({ id: 'b-perf', boostType: 'odds_boost_50', name: '50% Odds Boost' });
const used = makePurchasedBoost({ id: 'b-used', applied: true, appliedToTeamName: 'Other', appliedAt: '2025-09-01T00:00:00Z' });

const fetchSpy = useStubbedFetch();
const onClose = vi.fn();

beforeEach(() => {
  document.cookie = '__csrf=token-123';
  onClose.mockClear();
});

function renderDialog(routes: Handler[] = []) {
  routeFetch(fetchSpy(), [answer(apiRoutes.purchasedBoosts, { boosts: [multiplier, performance, used] }), ...routes]);
  return renderApp(<ApplyBoostsDialog team={team} tiers={defaultTiers} open onClose={onClose} />);
}

const confirmButton = () => screen.getByTestId('apply-boost-confirm') as HTMLButtonElement;

describe('apply boosts dialog (team card)', () => {
  it('lists only unapplied boosts and keeps Apply disabled until one is chosen', async () => {
    renderDialog();
    const options = await screen.findAllByTestId('boost-option');
    expect(options.map((option) => option.textContent)).toEqual([
      `${multiplier.name}${multiplier.description}`,
      `${performance.name}${performance.description}`,
    ]);
    expect(confirmButton().disabled).toBe(true);
    expect(confirmButton().textContent).toBe(t.apply);
    expect(screen.getByRole('button', { name: t.cancel })).toBeTruthy();
  });

  it('previews the chosen boost for this team by its kind', async () => {
    renderDialog();
    fireEvent.click(await screen.findByLabelText(new RegExp(performance.name)));
    const preview = screen.getByTestId('boost-preview');
    expect(preview.dataset.kind).toBe('performance');
    expect(within(preview).getByText('200 pts')).toBeTruthy();
    const platinum = within(preview).getAllByTestId('requirement-row')[4]!;
    expect(within(platinum).getByRole('rowheader').textContent).toBe('Platinum Peak');
    expect(
      within(platinum)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['300 pts', '250 pts']);
    fireEvent.click(screen.getByLabelText(new RegExp(multiplier.name)));
    expect(screen.getByTestId('boost-preview').dataset.kind).toBe('multiplier');
    expect(screen.getByText('1,500 coins')).toBeTruthy();
    expect(confirmButton().disabled).toBe(false);
  });

  it('applies with "Applying..." while pending, then closes with the rocket toast and refreshes the boosts', async () => {
    const apply = holdReply(apiRoutes.applyBoost);
    renderDialog([apply.handler]);
    fireEvent.click(await screen.findByLabelText(new RegExp(multiplier.name)));
    fireEvent.click(confirmButton());
    await waitFor(() => expect(confirmButton().textContent).toBe(t.applying));
    expect(confirmButton().disabled).toBe(true);
    const [request] = requestsTo(fetchSpy(), apiRoutes.applyBoost);
    expect(await request!.json()).toEqual({ boostId: 'b-mult', teamId: 'team-7' });
    apply.settle({ message: texts.server.boostApplied, boost: { ...multiplier, applied: true } });
    await expectToast(t.appliedTitleDashboard, t.appliedMessage(multiplier.name, team.name));
    expect(t.appliedTitleDashboard).toBe('🚀 Boost Applied!');
    expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.purchasedBoosts)).toHaveLength(2));
  });

  it('reports a refused application with the server message, or the fallback', async () => {
    renderDialog([answer(apiRoutes.applyBoost, fail(422, { error: 'business_rule', message: texts.server.teamActive }))]);
    fireEvent.click(await screen.findByLabelText(new RegExp(performance.name)));
    fireEvent.click(confirmButton());
    await expectToast(t.failedTitle, texts.server.teamActive);
    routeFetch(fetchSpy(), [answer(apiRoutes.applyBoost, fail(500))]);
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    fireEvent.click(confirmButton());
    await expectToast(t.failedTitle, t.failedFallback);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers the Shop when no boost is left to apply', async () => {
    renderDialog([answer(apiRoutes.purchasedBoosts, { boosts: [used] })]);
    expect(await screen.findByText(texts.dashboard.noBoosts)).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.dashboard.purchaseBoosts }).getAttribute('href')).toBe('/shop');
    expect(screen.queryByTestId('apply-boost-confirm')).toBeNull();
  });
});
