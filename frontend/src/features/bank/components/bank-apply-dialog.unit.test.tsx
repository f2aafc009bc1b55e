import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultTiers } from '@fr/contracts/fantasy';
import type { PurchasedBoost } from '@fr/contracts/shop';
import { texts } from '@fr/contracts/texts';
import { apiRoutes } from '@fr/contracts/api-routes';
import { makePurchasedBoost } from '../../../testing/economy-fixtures';
import { expectToast } from '../../../testing/expect-toast';
import { makeTeam, teamsResponse } from '../../../testing/fantasy-fixtures';
import { answer, fail, holdReply, requestsTo, routeFetch, type Handler } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { BankApplyDialog } from './bank-apply-dialog';

const t = texts.boosts;
const teams = [
  makeTeam({ id: 'nfl-1', name: 'Chiefs Kingdom', sport: 'NFL', projectedPoints: 150 }),
  makeTeam({ id: 'nfl-live', name: 'Playing Now', sport: 'NFL', isActive: true }),
  makeTeam({ id: 'nba-1', name: 'Lakers Legacy', sport: 'NBA', projectedPoints: 200 }),
  makeTeam({ id: 'mlb-1', name: 'Blue Jays Dynasty', sport: 'MLB', projectedPoints: 100 }),
];

const fetchSpy = useStubbedFetch();
const onClose = vi.fn();

beforeEach(() => {
  document.cookie = '__csrf=token-123';
  onClose.mockClear();
});

function renderDialog(boost: PurchasedBoost, routes: Handler[] = []) {
  routeFetch(fetchSpy(), [answer(apiRoutes.teams, teamsResponse(teams)), answer(apiRoutes.tiers, defaultTiers), ...routes]);
  return renderApp(<BankApplyDialog boost={boost} onClose={onClose} />);
}

async function pickTeam(name: string) {
  const option = (await screen.findAllByTestId('boost-team-option')).find((item) => item.textContent?.includes(name));
  fireEvent.click(option!);
}

const confirmButton = () => screen.getByTestId('apply-boost-confirm') as HTMLButtonElement;

describe('apply boost dialog (bank)', () => {
  it('step 1 lists the inactive teams from MLB, NFL and NBA, each ready to play', async () => {
    renderDialog(makePurchasedBoost());
    const options = await screen.findAllByTestId('boost-team-option');
    expect(options.map((option) => within(option).getByText(/Dynasty|Kingdom|Legacy/).textContent)).toEqual([
      'Blue Jays Dynasty',
      'Chiefs Kingdom',
      'Lakers Legacy',
    ]);
    expect(within(options[1]!).getByText('NFL')).toBeTruthy();
    expect(within(options[1]!).getByText(`${t.projectedPoints}: 150 ${t.points}`)).toBeTruthy();
    expect(within(options[1]!).getByText(t.readyToPlay)).toBeTruthy();
    expect(screen.queryByTestId('apply-boost-confirm')).toBeNull();
  });

  it('step 2 compares tier requirements for a performance boost, and goes back to the teams', async () => {
    renderDialog(makePurchasedBoost({ boostType: 'odds_boost_20' }));
    await pickTeam('Chiefs Kingdom');
    const preview = screen.getByTestId('boost-preview');
    expect(within(preview).getByText(`150 ${t.points}`)).toBeTruthy();
    const bronze = within(preview).getAllByTestId('requirement-row')[1]!;
    expect(
      within(bronze)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['165 pts', '162 pts']);
    expect(confirmButton().textContent).toBe(t.applyBoost);
    fireEvent.click(screen.getByRole('button', { name: t.backToTeams }));
    expect(await screen.findAllByTestId('boost-team-option')).toHaveLength(3);
  });

  it('lists the effects of a multiplier and of an upgrade, with their own confirm labels', async () => {
    renderDialog(makePurchasedBoost({ boostType: 'tickets_2x', name: '2x Multiplier' }));
    await pickTeam('Lakers Legacy');
    expect(screen.getByText(t.multiplierEffectsTitle)).toBeTruthy();
    expect(screen.getAllByTestId('effect-row')).toHaveLength(5);
    expect(screen.getAllByText('2 tickets')).toHaveLength(4);
    expect(confirmButton().textContent).toBe(t.applyMultiplier);
  });

  it('labels an upgrade "Apply Upgrade" and shows which tiers it lifts', async () => {
    renderDialog(makePurchasedBoost({ boostType: 'silver_upgrade', name: 'Silver Upgrade' }));
    await pickTeam('Blue Jays Dynasty');
    expect(screen.getByText(t.upgradeEffectsTitle)).toBeTruthy();
    expect(screen.getAllByText('1 Silver raffle ticket')).toHaveLength(3);
    expect(confirmButton().textContent).toBe(t.applyUpgrade);
  });

  it('applies to the chosen team, "Applying..." meanwhile, then closes and refreshes the teams', async () => {
    const boost = makePurchasedBoost({ id: 'b-1', boostType: 'tickets_5x', name: '5x Multiplier' });
    const apply = holdReply(apiRoutes.applyBoost);
    renderDialog(boost, [apply.handler]);
    await pickTeam('Lakers Legacy');
    fireEvent.click(confirmButton());
    await waitFor(() => expect(confirmButton().textContent).toBe(t.applying));
    expect(confirmButton().disabled).toBe(true);
    const [request] = requestsTo(fetchSpy(), apiRoutes.applyBoost);
    expect(await request!.json()).toEqual({ boostId: 'b-1', teamId: 'nba-1' });
    apply.settle({ message: texts.server.boostApplied, boost: { ...boost, applied: true } });
    await expectToast(t.appliedTitle, t.appliedMessage(boost.name, 'Lakers Legacy'));
    expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.teams)).toHaveLength(2));
  });

  it('says so when no team can take a boost', async () => {
    renderDialog(makePurchasedBoost(), [answer(apiRoutes.teams, teamsResponse([makeTeam({ isActive: true })]))]);
    expect(await screen.findByTestId('no-eligible-teams')).toBeTruthy();
  });

  it('reports a refused application with the destructive toast', async () => {
    const refused = fail(409, { error: 'conflict', message: texts.server.boostAlreadyApplied });
    renderDialog(makePurchasedBoost(), [answer(apiRoutes.applyBoost, refused)]);
    await pickTeam('Chiefs Kingdom');
    fireEvent.click(confirmButton());
    await expectToast(t.failedTitle, texts.server.boostAlreadyApplied);
    expect(onClose).not.toHaveBeenCalled();
  });
});
