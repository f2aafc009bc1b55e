import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drawPeriodOf,
  drawProofResponseSchema,
  drawStream,
  entryListHash,
  seedCommitment,
  verifyDrawProof,
  type DomainEvent,
} from '@fr/contracts';
import { beacon, seed } from '../../testing/draw-fixtures';
import { startTestSystem, type TestSystem } from '../../testing/test-system';
import { eventIdFor } from '../../write/event-ids';
import { drawDecider, proofEntries, type DrawCommand, type DrawEvent, type DrawState } from './domain/draw-decider';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem({ env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'false' } });
});
afterAll(async () => {
  await system?.close();
});

const players = ['5d3c1f0e-1111-4c1e-9a7b-000000000001', '5d3c1f0e-2222-4c1e-9a7b-000000000002'];
const teams = ['team-7f1e0c22-aaaa', 'team-7f1e0c22-bbbb'];

/** A draw decided by the decider and written to the log as the raffles write it: opened, entries, closed, drawn. */
type Adjust = (events: DrawEvent[], state: DrawState) => DrawEvent[];

async function recordDraw(drawId: string, closedEvent: Adjust = (e) => e) {
  const period = drawPeriodOf(drawId)!;
  const after = new Date(period.closesAt.getTime() + 60_000);
  let state = drawDecider.initialState();
  const log: DrawEvent[] = [];
  const run = (command: DrawCommand, now: Date, adjust: Adjust = (e) => e) => {
    const events = adjust(drawDecider.decide(command, state, { now }), state);
    for (const event of events) state = drawDecider.evolve(state, event);
    log.push(...events);
  };
  const { opensAt, closesAt } = period;
  const open = { type: 'OpenDraw' as const, drawId, raffleId: period.raffleId, opensAt, closesAt, prizeId: 'nfl-merch-pack' };
  run({ ...open, seedCommitment: seedCommitment(seed), beacon, beaconRound: 7 }, opensAt);
  run({ type: 'AddEntry', entryId: `ticket:${teams[0]}:2026-09-29:2`, userId: players[0]!, tickets: 2, source: 'earned' }, opensAt);
  run({ type: 'AddEntry', entryId: `ticket:${teams[1]}:2026-09-29:2`, userId: players[1]!, tickets: 1, source: 'earned' }, opensAt);
  run({ type: 'AddEntry', entryId: `free:${players[1]}`, userId: players[1]!, tickets: 1, source: 'free' }, opensAt);
  run({ type: 'CloseDraw', seed }, after, closedEvent);
  run({ type: 'CompleteDraw', seed, beaconRound: 7, beaconRandomness: '9a'.repeat(32), beaconSignature: 'ef' }, after);
  const { position } = await system.services.store.append(
    drawStream(drawId),
    log.map((e, i) => ({ eventId: eventIdFor(`${drawId}:${i}`), type: e.type, data: e.data as DomainEvent['data'] })),
  );
  // Waits on the read models' checkpoints passing the append, not on a catch-up round another runner may be inside.
  await system.services.waitForReadModels(position);
  const answer = await system.client().get(`/api/raffles/draws/${drawId}/proof`);
  return { answer, proof: drawProofResponseSchema.parse(answer.json), completed: log.find((e) => e.type === 'DrawCompleted')! };
}

describe('a public draw proof', () => {
  it('names no player and no team: entries by public ids, players by pseudonyms; it still re-computes its winners', async () => {
    const { answer, proof } = await recordDraw('nfl-bronze-2026-10-07');
    for (const id of [...players, ...teams, 'ticket:', 'free:']) expect(answer.text).not.toContain(id);
    expect(proof.entries).toHaveLength(3);
    expect(proof.winners).toHaveLength(2);
    expect(verifyDrawProof(proof)).toMatchObject({ commitmentMatches: true, entryListMatches: true, winnersMatch: true });
  });

  it('keeps the own ids of a draw closed before public ids: its recorded hash and winners re-compute unchanged', async () => {
    // As recorded then: the close hashed the own ids and the event carried no flag.
    const { proof, completed } = await recordDraw('nfl-bronze-2026-10-08', (events, state) =>
      events.map((e) => {
        if (e.type !== 'DrawClosed') return e;
        const { publicEntryIds: _flag, ...before } = e.data;
        return { ...e, data: { ...before, entryListHash: entryListHash(proofEntries(state.entries, seed, false).list) } };
      }),
    );
    expect(proof.entries.map((e) => e.entryId)).toContain(`free:${players[1]}`);
    expect(proof.winners).toEqual((completed.data as { winners: string[] }).winners);
    expect(verifyDrawProof(proof)).toMatchObject({ commitmentMatches: true, entryListMatches: true, winnersMatch: true });
  });
});
