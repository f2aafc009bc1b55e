import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { rafflesTexts, type DrawProofResponse } from '@fr/contracts/raffles';
import { apiRoutes } from '@fr/contracts/api-routes';
import { answer, fail, routeFetch, type Reply } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { PROOF_ENTRIES_PAGE_SIZE } from '../components/proof/proof-entries-table';
import { makeDrawnProof } from '../testing/raffle-fixtures';
import { DrawProofPage } from './draw-proof-page';

const t = rafflesTexts.proof;
const fetchSpy = useStubbedFetch();

function renderProof(proof: Reply<typeof apiRoutes.drawProof>) {
  routeFetch(fetchSpy(), [
    answer(apiRoutes.authStatus, { authenticated: true, configured: true, userId: 'u1' }),
    answer(apiRoutes.drawProof, proof, { drawId: 'nfl-bronze-2026-11-22' }),
  ]);
  return renderApp(
    <Routes>
      <Route path="/raffles/draws/:drawId" element={<DrawProofPage />} />
    </Routes>,
    { route: '/raffles/draws/nfl-bronze-2026-11-22' },
  );
}

/** The verdict once the browser has re-computed (it shows "Re-computing..." first). */
async function verdict(state: string) {
  await waitFor(() => expect(screen.getByTestId('proof-verdict').dataset.state).toBe(state));
  return screen.getByTestId('proof-verdict');
}

/** Each check as its icon's accessible title and its label read together, with the pass flag. */
const checks = () => screen.getAllByTestId('proof-check').map((row) => [row.textContent, row.dataset.passed]);
const passed = (label: string) => [`${t.checkPassed}${label}`, 'true'];
const failed = (label: string) => [`${t.checkFailed}${label}`, 'false'];

describe('draw proof', () => {
  it('re-computes a published draw in the browser and says the winner matches', async () => {
    const proof = makeDrawnProof();
    renderProof(proof);
    expect((await verdict('matches')).textContent).toBe(t.matches);
    expect(checks()).toEqual([passed(t.commitmentCheck), passed(t.entryListCheck), passed(t.winnerCheck)]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('NFL Bronze Raffle');
    expect(screen.getByTestId('proof-commitment').textContent).toBe(proof.seedCommitment);
    expect(screen.getByTestId('proof-seed').textContent).toBe(proof.seed);
    expect(screen.getByTestId('proof-entry-list-hash').textContent).toBe(proof.entryListHash);
    expect(screen.getByTestId('proof-beacon-round').textContent).toBe('4242424');
    expect(screen.getByTestId('proof-beacon-value').textContent).toBe(proof.beaconRandomness);
    expect(screen.getByTestId('proof-beacon-kind').textContent).toBe(t.beaconKinds.local);
    expect(screen.getByTestId('proof-local-beacon').textContent).toBe(t.localBeaconWarning);
  });

  it('lists the winner order with who holds the prize, and marks the viewer in the entries', async () => {
    const proof = makeDrawnProof();
    renderProof(proof);
    await verdict('matches');
    const order = screen.getAllByTestId('proof-winner');
    expect(order).toHaveLength(5);
    expect(within(order[0]!).getByText(t.winner)).toBeTruthy();
    expect(within(order[0]!).getByText(t.prizeHolder)).toBeTruthy();
    expect(within(order[1]!).getByText(t.runnerUp(1))).toBeTruthy();
    expect(order[0]!.textContent).toContain(proof.winners[0]);
    const rows = screen.getAllByTestId('proof-entry');
    expect(rows).toHaveLength(5);
    const mine = rows.filter((row) => row.dataset.yours === 'true');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.textContent).toContain(proof.yourPseudonym);
    expect(within(mine[0]!).getByText(t.you)).toBeTruthy();
  });

  it('says mismatch when the published winners are not what the inputs give, naming which check failed', async () => {
    const proof = makeDrawnProof();
    const tampered: DrawProofResponse = { ...proof, winners: [...proof.winners].reverse() };
    renderProof(tampered);
    expect((await verdict('mismatch')).textContent).toBe(t.mismatch);
    expect(checks()).toEqual([passed(t.commitmentCheck), passed(t.entryListCheck), failed(t.winnerCheck)]);
  });

  it('catches a seed that does not match its commitment and an entry list that does not match its hash', async () => {
    const proof = makeDrawnProof();
    const tampered: DrawProofResponse = {
      ...proof,
      seed: 'ab'.repeat(32),
      entries: proof.entries.map((entry, i) => (i === 0 ? { ...entry, tickets: entry.tickets + 10 } : entry)),
    };
    renderProof(tampered);
    await verdict('mismatch');
    expect(checks()).toEqual([failed(t.commitmentCheck), failed(t.entryListCheck), failed(t.winnerCheck)]);
  });

  it('waits for a draw that has not been drawn, with the seed not revealed yet', async () => {
    const proof = makeDrawnProof();
    renderProof({
      ...proof,
      status: 'closed',
      seed: null,
      beaconRandomness: null,
      beaconSignature: null,
      winners: [],
      currentPick: null,
      drawnAt: null,
    });
    expect((await verdict('pending')).textContent).toBe(t.pending);
    expect(screen.getByTestId('proof-seed').textContent).toBe(t.notRevealed);
    expect(screen.getByTestId('proof-beacon-value').textContent).toBe(t.notRevealed);
    expect(screen.queryByTestId('proof-checks')).toBeNull();
  });

  it('says a period with no entries has no winner', async () => {
    const proof = makeDrawnProof({ players: 0 });
    renderProof({ ...proof, status: 'no_entries', winners: [], currentPick: null, yourPseudonym: null });
    expect((await verdict('no_entries')).textContent).toBe(t.noEntries);
  });

  it('pages a long entry list and opens on the page holding the viewer', async () => {
    const proof = makeDrawnProof({ players: 60, ticketsOf: () => 1, viewer: 'u30' });
    renderProof(proof);
    await verdict('matches');
    const rows = () => screen.getAllByTestId('proof-entry');
    expect(rows()).toHaveLength(PROOF_ENTRIES_PAGE_SIZE);
    expect(rows()[0]!.textContent).toContain('ticket-0025');
    expect(rows().filter((row) => row.dataset.yours === 'true')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(rows()).toHaveLength(10);
    expect(rows()[0]!.textContent).toContain('ticket-0050');
  });

  it('says so when the draw does not exist', async () => {
    renderProof(fail(404, { error: 'not_found', message: 'Draw not found.' }));
    expect(await screen.findByText(t.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: rafflesTexts.rules.back }).getAttribute('href')).toBe('/raffles');
  });
});
