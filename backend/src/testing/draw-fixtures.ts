import { drawPeriodOf, drawStream, seedCommitment, type DomainEvent } from '@fr/contracts';
import { drawDecider, type DrawCommand, type DrawEvent } from '../features/raffles';
import type { AppServices } from '../services';
import { eventIdFor } from '../write/event-ids';

/** The seed and the local beacon every recorded test draw uses. */
export const seed = '5e'.repeat(32);
export const beacon = {
  kind: 'local' as const,
  name: 'Local demo beacon',
  chainHash: 'c0'.repeat(32),
  publicKey: 'ab',
  genesisTime: 1_700_000_000,
  period: 3,
  scheme: 'bls-unchained-g1-rfc9380',
  url: null,
};

/**
 * A finished draw written to the log as the raffles write it (opened, one free entry per player, closed, drawn), decided
 * by the draw decider; for tests of what follows a draw without running its beacon and schedule.
 */
export async function recordDraw(services: Pick<AppServices, 'store'>, drawId: string, userIds: readonly string[]) {
  const period = drawPeriodOf(drawId);
  if (!period) throw new Error(`not a draw id: ${drawId}`);
  const after = new Date(period.closesAt.getTime() + 60_000);
  let state = drawDecider.initialState();
  const log: DrawEvent[] = [];
  const run = (command: DrawCommand, now: Date) => {
    const events = drawDecider.decide(command, state, { now });
    for (const event of events) state = drawDecider.evolve(state, event);
    log.push(...events);
  };
  const { opensAt, closesAt, raffleId } = period;
  run(
    {
      type: 'OpenDraw',
      drawId,
      raffleId,
      opensAt,
      closesAt,
      prizeId: 'nfl-merch-pack',
      seedCommitment: seedCommitment(seed),
      beacon,
      beaconRound: 7,
    },
    opensAt,
  );
  for (const userId of userIds) run({ type: 'AddEntry', entryId: `free:${userId}`, userId, tickets: 1, source: 'free' }, opensAt);
  run({ type: 'CloseDraw', seed }, after);
  run({ type: 'CompleteDraw', seed, beaconRound: 7, beaconRandomness: '9a'.repeat(32), beaconSignature: 'ef' }, after);
  return services.store.append(
    drawStream(drawId),
    log.map((e, i) => ({ eventId: eventIdFor(`${drawId}:${i}`), type: e.type, data: e.data as DomainEvent['data'] })),
  );
}
