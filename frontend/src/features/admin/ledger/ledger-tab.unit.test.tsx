import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminUserSearchResponse } from '@fr/contracts/admin';
import {
  systemAccountLabels,
  type IntegrityChecksResponse,
  type LedgerBalanceResponse,
  type LedgerStreamResponse,
  type TrialBalanceResponse,
} from '@fr/contracts/ledger';
import { texts } from '@fr/contracts/texts';
import { apiRoutes } from '@fr/contracts/api-routes';
import { expectToast } from '../../../testing/expect-toast';
import { answer, requestsTo, routeFetch } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { LedgerTab } from './ledger-tab';

const t = texts.ledger;
const fetchSpy = useStubbedFetch();
beforeEach(() => {
  document.cookie = '__csrf=token-123';
});

const player = { userId: 'u1', username: 'ada', email: 'ada@example.com' };
const search: AdminUserSearchResponse = {
  users: [{ ...player, emailVerified: true, registeredAt: '2026-11-01T10:00:00.000Z', locked: false, lockReason: null, lockedAt: null }],
  total: 1,
  page: 1,
  pageSize: 20,
};
const stream: LedgerStreamResponse = {
  player,
  streamId: 'player-u1',
  events: [
    {
      eventId: 'e2',
      position: '000000000002',
      streamPosition: 2,
      type: 'CoinsDebited',
      label: 'Boost bought in the shop',
      recordedAt: '2026-11-02T10:00:00.000Z',
      data: { reason: 'boost_purchase' },
      cause: {
        command: 'PurchaseBoost',
        correlationId: 'request:r2',
        actor: 'u1',
        label: 'Boost bought in the shop',
        by: { id: 'u1', kind: 'player', name: 'ada', email: 'ada@example.com' },
      },
      coins: { amount: -500, earned: -500, purchased: 0, balanceAfter: 500, earnedAfter: 500, purchasedAfter: 0 },
    },
  ],
  total: 1,
  page: 1,
  pageSize: 50,
};
const balance: LedgerBalanceResponse = {
  player,
  asOf: '2026-11-02T10:00:00.000Z',
  replayed: { balance: 500, earned: 500, purchased: 0, events: 2, lastEventAt: '2026-11-02T10:00:00.000Z' },
  ledger: { balance: 500, earned: 500, purchased: 0 },
  matches: true,
};
const trial: TrialBalanceResponse = {
  lots: [
    { lot: 'earned', players: 500, system: -500, total: 0 },
    { lot: 'purchased', players: 0, system: 0, total: 0 },
  ],
  systemAccounts: [{ account: 'system:mint', earned: -1000, purchased: 0, balance: -1000 }],
  playerAccounts: 1,
  negativePlayers: 0,
  balanced: true,
  position: '000000000002',
};
const failed: IntegrityChecksResponse = {
  checks: [
    {
      checkId: 'c1',
      requestedBy: 'a1',
      requester: { id: 'a1', kind: 'admin', name: 'auditor1', email: 'auditor1@admin.example.com' },
      requestedAt: '2026-11-03T10:00:00.000Z',
      status: 'failed',
      finishedAt: '2026-11-03T10:00:01.000Z',
      events: 42,
      projectors: [
        {
          projector: 'coins',
          compared: true,
          equal: false,
          position: '000000000042',
          tables: [
            { table: 'ledger_accounts', liveRows: 3, rebuiltRows: 3, missing: ['(player:u1,500)'], unexpected: ['(player:u1,501)'] },
          ],
        },
      ],
    },
  ],
};

describe('the Ledger tab', () => {
  it("finds a player and shows their stream with causes and the balance replayed beside the ledger's", async () => {
    routeFetch(fetchSpy(), [
      answer(apiRoutes.adminUsers, search),
      answer(apiRoutes.adminLedgerStream, stream, { userId: 'u1' }),
      answer(apiRoutes.adminLedgerBalance, balance, { userId: 'u1' }),
      answer(apiRoutes.adminTrialBalance, trial),
      answer(apiRoutes.adminIntegrityChecks, { checks: [] }),
    ]);
    renderApp(<LedgerTab />);
    expect(await screen.findByText(t.noPlayer)).toBeTruthy();
    expect((await screen.findByTestId('trial-balance-status')).textContent).toContain(t.balanced);
    const trialTable = screen.getByRole('table', { name: t.trialBalanceTitle });
    expect(trialTable.textContent).toContain(texts.coinLots.earned);
    expect(trialTable.textContent).toContain(systemAccountLabels.mint);
    expect(trialTable.textContent).not.toContain('system:mint');
    expect(screen.getByText(t.noChecks)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(t.searchLabel), { target: { value: 'ad' } });
    fireEvent.click(await screen.findByRole('button', { name: 'ada' }));

    const table = await screen.findByRole('table', { name: t.streamTitle });
    const [, debited] = within(table).getAllByRole('row');
    // The event and its cause in words, who asked by name; the ids only on hover or copy.
    expect(debited!.textContent).toContain('Boost bought in the shop');
    expect(debited!.textContent).toContain(`${t.by}ada`);
    expect(debited!.textContent).not.toContain('request:r2');
    expect(debited!.textContent).not.toContain('CoinsDebited');
    expect(await screen.findByText(t.matches)).toBeTruthy();
    expect(screen.getByTestId(`lots-${t.replayed}`).textContent).toContain('500 (500 earned, 0 purchased)');
    const asked = requestsTo(fetchSpy(), apiRoutes.adminLedgerBalance, { userId: 'u1' }).at(-1)!;
    expect(new Date(new URL(asked.url).searchParams.get('asOf')!).getTime()).not.toBeNaN();
  });

  it('runs an integrity check, says it is queued, and shows a failed check with the differing rows', async () => {
    routeFetch(fetchSpy(), [
      answer(apiRoutes.adminTrialBalance, trial),
      answer(apiRoutes.adminIntegrityChecks, failed),
      answer(apiRoutes.adminRunIntegrityCheck, { message: texts.server.integrityCheckQueued, checkId: 'c2' }),
    ]);
    renderApp(<LedgerTab />);
    const check = await screen.findByTestId('integrity-check-c1');
    expect(check.textContent).toContain(t.status.failed);
    expect(check.textContent).toContain('auditor1');
    const difference = within(check).getByTestId('integrity-difference');
    expect(difference.textContent).toContain(`${t.readModel('coins')}: ${t.differsAt}`);
    expect(difference.textContent).toContain(t.tableDiffers('ledger_accounts', 3, 3, 1, 1));
    expect(difference.textContent).toContain(`${t.missingRows}:(player:u1,500)`);
    expect(difference.textContent).toContain(`${t.unexpectedRows}:(player:u1,501)`);
    fireEvent.click(screen.getByRole('button', { name: t.runCheck }));
    await expectToast(t.integrityTitle, texts.server.integrityCheckQueued);
    expect(requestsTo(fetchSpy(), apiRoutes.adminRunIntegrityCheck)).toHaveLength(1);
  });
});
