import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TierAdminConfig, TierWhatIfResponse } from '@fr/contracts/fantasy';
import { texts } from '@fr/contracts/texts';
import { apiRoutes } from '@fr/contracts/api-routes';
import { expectToast } from '../../../testing/expect-toast';
import { answer, fail, holdReply, requestsTo, routeFetch, type Handler } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { TierSettingsPanel } from './tier-settings-panel';
import { browserTimeZone, formatDateTime } from '../../../lib/format';

const t = texts.tierSettings;
const fetchSpy = useStubbedFetch();

// Writes carry the CSRF cookie's value; with it set, no status call is made first.
beforeEach(() => {
  document.cookie = '__csrf=token-123';
});

const configs: TierAdminConfig[] = [
  { tierName: 'Bronze', increasePercentage: 10, ticketCount: 1, prizePool: '$50-500', changedBy: '', changedAt: null },
  {
    tierName: 'Silver',
    increasePercentage: 20,
    ticketCount: 1,
    prizePool: '$500-2K',
    changedBy: 'ops',
    changedAt: '2026-11-20T15:00:00.000Z',
  },
];

const whatIf: TierWhatIfResponse = {
  week: '2026-11-16',
  teams: 12,
  tiers: [
    { tierName: 'Bronze', before: 5, after: 7 },
    { tierName: 'Silver', before: 3, after: 3 },
  ],
};

function renderTiers(routes: Handler[], role: 'admin' | 'finance' | 'auditor' = 'admin') {
  routeFetch(fetchSpy(), [answer(apiRoutes.adminTierConfigs, configs), ...routes]);
  return renderApp(<TierSettingsPanel role={role} />);
}

const row = (tier: string) => screen.getByTestId(`tier-${tier}`);
const input = (tier: string, label: string) => within(row(tier)).getByLabelText(label) as HTMLInputElement;
const allInputs = () => screen.getAllByRole('textbox').concat(screen.getAllByRole('spinbutton')) as HTMLInputElement[];

const editAndLeave = (el: HTMLInputElement, value: string) => {
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};

describe('tier settings', () => {
  it('shows the what-if for a threshold change and saves only after Save', async () => {
    renderTiers([
      answer(apiRoutes.tierWhatIf, whatIf, { tierName: 'Bronze' }),
      answer(apiRoutes.updateTierConfig, { message: 'Tier configuration updated successfully!' }, { tierName: 'Bronze' }),
    ]);
    await screen.findByTestId('tier-Bronze');
    editAndLeave(input('Bronze', t.threshold), '12.5');

    const dialog = await screen.findByRole('dialog', { name: t.whatIfTitle(whatIf.week) });
    expect(within(dialog).getByText('Bronze: 12 teams')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByTestId('what-if-row')
        .map((r) => r.textContent),
    ).toEqual(['Bronze57', 'Silver33']);
    const [ask] = requestsTo(fetchSpy(), apiRoutes.tierWhatIf, { tierName: 'Bronze' });
    expect(await ask!.json()).toEqual({ increasePercentage: 12.5 });
    expect(requestsTo(fetchSpy(), apiRoutes.updateTierConfig, { tierName: 'Bronze' })).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: t.whatIfApply }));
    await waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.updateTierConfig, { tierName: 'Bronze' })).toHaveLength(1));
    expect(await requestsTo(fetchSpy(), apiRoutes.updateTierConfig, { tierName: 'Bronze' })[0]!.json()).toEqual({
      increasePercentage: 12.5,
    });
    await waitFor(() => expect(screen.getByText(t.updated)).toBeTruthy());
  });

  it('Cancel sends nothing and puts the stored value back', async () => {
    renderTiers([answer(apiRoutes.tierWhatIf, whatIf, { tierName: 'Silver' })]);
    await screen.findByTestId('tier-Silver');
    editAndLeave(input('Silver', t.ticketCount), '3');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: t.whatIfCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(input('Silver', t.ticketCount).value).toBe('1');
    expect(requestsTo(fetchSpy(), apiRoutes.updateTierConfig, { tierName: 'Silver' })).toHaveLength(0);
  });

  it('disables every input while a change is saving', async () => {
    const save = holdReply(apiRoutes.updateTierConfig, { tierName: 'Bronze' });
    renderTiers([save.handler]);
    await screen.findByTestId('tier-Bronze');
    editAndLeave(input('Bronze', t.prizePool), '$100 gift card');
    await waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.updateTierConfig, { tierName: 'Bronze' })).toHaveLength(1));
    await waitFor(() => expect(allInputs().every((el) => el.disabled)).toBe(true));
    save.settle(fail(400, { error: 'validation_failed', message: 'Prize pool too long' }));
    await expectToast(t.errorTitle, 'Prize pool too long');
    await waitFor(() => expect(allInputs().every((el) => !el.disabled)).toBe(true));
  });

  it('sends nothing for a value outside §5', async () => {
    renderTiers([]);
    await screen.findByTestId('tier-Bronze');
    editAndLeave(input('Bronze', t.ticketCount), '11');
    editAndLeave(input('Bronze', t.threshold), '10.25');
    expect(input('Bronze', t.ticketCount).getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(fetchSpy(), apiRoutes.tierWhatIf, { tierName: 'Bronze' })).toHaveLength(0);
  });

  it('is read-only for the auditor', async () => {
    renderTiers([], 'auditor');
    await screen.findByTestId('tier-Bronze');
    expect(allInputs()).toHaveLength(6);
    expect(allInputs().every((el) => el.disabled)).toBe(true);
    expect(screen.getByText(t.lastChange('ops', formatDateTime(configs[1]!.changedAt!, browserTimeZone())))).toBeTruthy();
  });

  it('shows the loading, empty and error texts', async () => {
    routeFetch(fetchSpy(), [answer(apiRoutes.adminTierConfigs, [])]);
    renderApp(<TierSettingsPanel role="admin" />);
    expect(screen.getByText(t.loading)).toBeTruthy();
    await screen.findByText(t.empty);
  });

  it('shows the load error with its message', async () => {
    routeFetch(fetchSpy(), [answer(apiRoutes.adminTierConfigs, fail(403, { error: 'forbidden', message: 'no' }))]);
    renderApp(<TierSettingsPanel role="finance" />);
    await screen.findByText((text) => text.startsWith(`${t.loadError}: 403:`));
  });
});
