import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminDrawsResponse } from '@fr/contracts/raffles';
import { texts } from '@fr/contracts/texts';
import { apiRoutes } from '@fr/contracts/api-routes';
import { expectToast } from '../../../testing/expect-toast';
import { answer, requestsTo, routeFetch } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { DrawsSection } from '.';

const t = texts.adminDraws;
const fetchSpy = useStubbedFetch();
beforeEach(() => {
  document.cookie = '__csrf=token-123';
});

const monitor = (drawNowAllowed: boolean): AdminDrawsResponse => ({
  drawNowAllowed,
  raffles: [
    {
      raffleId: 'nfl-bronze',
      raffleName: 'NFL Bronze Raffle',
      drawId: 'nfl-bronze-2026-11-26',
      opensAt: '2026-11-26T04:59:00.000Z',
      closesAt: '2026-11-27T04:59:00.000Z',
      entryCount: 12,
      totalTickets: 30,
      beaconRound: 4242,
      beaconRoundAt: '2026-11-27T04:59:03.000Z',
      beaconState: 'waiting',
      lastDraws: [
        {
          drawId: 'nfl-bronze-2026-11-25',
          status: 'drawn',
          drawnAt: '2026-11-26T05:00:00.000Z',
          entryCount: 9,
          winner: { id: 'u1', kind: 'player', name: 'ada', email: 'ada@example.com' },
          proofPath: '/raffles/draws/nfl-bronze-2026-11-25',
        },
      ],
    },
  ],
  issues: [
    {
      drawId: 'nba-gold-2026-11-20',
      raffleId: 'nba-gold',
      raffleName: 'NBA Gold Raffle',
      closesAt: '2026-11-21T04:59:00.000Z',
      late: true,
      error: 'Seed does not match the commitment of nba-gold-2026-11-20',
      failedAt: '2026-11-21T05:10:00.000Z',
      attempts: 5,
    },
  ],
  jobs: [
    {
      job: 'draw-tick',
      lastStartedAt: '2026-11-26T05:00:00.000Z',
      lastFinishedAt: '2026-11-26T05:00:01.000Z',
      outcome: 'succeeded',
      error: null,
    },
    { job: 'expire-prizes', lastStartedAt: null, lastFinishedAt: null, outcome: 'never', error: null },
  ],
});

describe('the Draws section', () => {
  it('shows each raffle with its period, beacon state, last winner by name and proof, failed runs and the jobs', async () => {
    routeFetch(fetchSpy(), [
      answer(apiRoutes.adminDraws, monitor(true)),
      answer(
        apiRoutes.adminRetryDrawRun,
        { drawId: 'nba-gold-2026-11-20', message: texts.server.drawRetryQueued('nba-gold-2026-11-20') },
        { drawId: 'nba-gold-2026-11-20' },
      ),
    ]);
    renderApp(<DrawsSection role="admin" />);
    const card = await screen.findByTestId('draw-monitor-nfl-bronze');
    expect(card.textContent).toContain('nfl-bronze-2026-11-26');
    expect(card.textContent).toContain('12');
    expect(card.textContent).toContain(t.beaconStates.waiting);
    expect(within(card).getByTestId('person-label').textContent).toContain('ada');
    expect(within(card).getByRole('link', { name: t.proof }).getAttribute('href')).toBe('/raffles/draws/nfl-bronze-2026-11-25');
    const issue = screen.getByTestId('draw-issue');
    expect(issue.textContent).toContain(t.failed);
    expect(issue.textContent).toContain('Seed does not match the commitment');
    expect(screen.getByText('draw-tick').parentElement!.textContent).toContain(t.jobOutcomes.succeeded);
    expect(screen.getByText('expire-prizes').parentElement!.textContent).toContain(t.jobNever);

    fireEvent.click(within(issue).getByRole('button', { name: t.retry }));
    await expectToast(t.retry, texts.server.drawRetryQueued('nba-gold-2026-11-20'));
    expect(requestsTo(fetchSpy(), apiRoutes.adminRetryDrawRun, { drawId: 'nba-gold-2026-11-20' })).toHaveLength(1);
  });

  it('draws now after a confirmation, for the period shown', async () => {
    routeFetch(fetchSpy(), [
      answer(apiRoutes.adminDraws, monitor(true)),
      answer(
        apiRoutes.adminDrawNow,
        {
          drawId: 'nfl-bronze-2026-11-26',
          outcome: 'drawn',
          message: texts.server.drawNowDrawn('nfl-bronze-2026-11-26'),
          proofPath: '/raffles/draws/nfl-bronze-2026-11-26',
        },
        { raffleId: 'nfl-bronze' },
      ),
    ]);
    renderApp(<DrawsSection role="admin" />);
    fireEvent.click(within(await screen.findByTestId('draw-monitor-nfl-bronze')).getByRole('button', { name: t.drawNow }));
    const dialog = await screen.findByTestId('draw-now-dialog');
    expect(dialog.textContent).toContain(t.drawNowConfirm('NFL Bronze Raffle', 'nfl-bronze-2026-11-26'));
    expect(requestsTo(fetchSpy(), apiRoutes.adminDrawNow, { raffleId: 'nfl-bronze' })).toHaveLength(0);
    fireEvent.click(within(dialog).getByTestId('confirm-action'));
    await expectToast(t.drawNow, texts.server.drawNowDrawn('nfl-bronze-2026-11-26'));
    const [sent] = requestsTo(fetchSpy(), apiRoutes.adminDrawNow, { raffleId: 'nfl-bronze' });
    expect(await sent!.json()).toEqual({ drawId: 'nfl-bronze-2026-11-26' });
  });

  it('hides Draw now and Retry from the auditor, and Draw now in production', async () => {
    routeFetch(fetchSpy(), [answer(apiRoutes.adminDraws, monitor(true))]);
    const { unmount } = renderApp(<DrawsSection role="auditor" />);
    await screen.findByTestId('draw-monitor-nfl-bronze');
    expect(screen.queryByRole('button', { name: t.drawNow })).toBeNull();
    expect(screen.queryByRole('button', { name: t.retry })).toBeNull();
    unmount();
    routeFetch(fetchSpy(), [answer(apiRoutes.adminDraws, monitor(false))]);
    renderApp(<DrawsSection role="admin" />);
    await screen.findByTestId('draw-monitor-nfl-bronze');
    expect(screen.queryByRole('button', { name: t.drawNow })).toBeNull();
    expect(screen.getByRole('button', { name: t.retry })).toBeTruthy();
  });
});
