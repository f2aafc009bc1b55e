import { describe, expect, it } from 'vitest';
import type { DomainEvent, EventStore } from '@fr/contracts';
import { CommandHandler } from '../../write/command-handler';
import type { Decider } from '../../write/decider';
import { uniqueStream } from './harness';

type Configured = Extract<DomainEvent, { type: 'TierConfigured' }>;
interface Seen {
  names: ReadonlySet<string>;
}

/** Records each command's name once; different commands decide different events at the same position. */
const recorder: Decider<Seen, { name: string }, Record<string, never>, Configured> = {
  initialState: () => ({ names: new Set() }),
  evolve: (state, event) => ({ names: new Set(state.names).add(event.data.tierName) }),
  decide: (command, state) =>
    state.names.has(command.name)
      ? []
      : [
          {
            type: 'TierConfigured',
            data: {
              tierName: command.name,
              increasePercentage: 10,
              ticketCount: 1,
              prizePool: 'race',
              changedBy: 'race',
              changedAt: null,
              previous: null,
            },
          },
        ],
};

/**
 * Two command handlers stand for two processes (each with its own state cache and lock) deciding on one stream at
 * once. Every command either of them acknowledged must be in the log exactly once: a store that takes a different
 * decision at the same position for a replay of the first (EventStoreDB does, for ids derived from the position) would
 * lose writes here.
 */
export function commandRaceContract(store: () => EventStore, strictIdempotency: boolean): void {
  describe('two processes deciding on one stream', () => {
    // EventStoreDB acknowledges such a replay as if it had just written it (ids matched at the expected revision), so
    // there the answer can be the state as of the stored decision: correct for the log, one read behind for the caller.
    it.runIf(strictIdempotency)(
      'answers a decision another process stored already with the state as it is now, not as it was then',
      async () => {
        const streamId = uniqueStream('stale-replay');
        const [first, second] = [new CommandHandler(store()), new CommandHandler(store())];
        const handle = (process: CommandHandler, name: string) =>
          process.handle({ streamId, decider: recorder, command: { name }, context: {} });
        await handle(second, 'a'); // the second process caches the stream at version 1
        await handle(first, 'b'); // b at version 2
        await handle(first, 'c'); // c at version 3
        // On its cache the second process decides b at version 2: the very event stored there, so the store answers
        // with that append's original result. The answer must not stop at version 2.
        const after = await handle(second, 'b');
        expect([...after.state.names].sort()).toEqual(['a', 'b', 'c']);
        expect((await store().read(streamId)).map((event) => event.data.tierName)).toEqual(['a', 'b', 'c']);
      },
    );

    it('keeps every command of a multi-stream batch that races single commands on its streams', async () => {
      const streams = Array.from({ length: 6 }, () => uniqueStream('batch-race'));
      const [batcher, single] = [new CommandHandler(store()), new CommandHandler(store())];
      const handleOne = (streamId: string, name: string) => single.handle({ streamId, decider: recorder, command: { name }, context: {} });
      const [batched] = await Promise.all([
        batcher.handleMany(streams.map((streamId, i) => ({ streamId, decider: recorder, command: { name: `batch-${i}` }, context: {} }))),
        ...streams.map((streamId, i) => handleOne(streamId, `single-${i}`)),
      ]);
      for (const [i, streamId] of streams.entries()) {
        const stored = (await store().read(streamId)).map((event) => String(event.data.tierName));
        expect(stored.toSorted()).toEqual([`batch-${i}`, `single-${i}`]);
        expect(batched[i]!.state.names.has(`batch-${i}`)).toBe(true);
      }
    });

    it('keeps every acknowledged command: none is lost, none is stored twice', async () => {
      const streamId = uniqueStream('two-writers');
      const processes = [new CommandHandler(store()), new CommandHandler(store())];
      const names = Array.from({ length: 24 }, (_, i) => `command-${i}`);
      const outcomes = await Promise.allSettled(
        names.map((name, i) => processes[i % 2]!.handle({ streamId, decider: recorder, command: { name }, context: {} })),
      );
      expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
      const stored = (await store().read(streamId)).map((event) => String(event.data.tierName));
      expect(stored.toSorted()).toEqual(names.toSorted());
      for (const process of processes) {
        const after = await process.handle({ streamId, decider: recorder, command: { name: 'command-0' }, context: {} });
        expect(after.state.names.size).toBe(names.length);
      }
    });
  });
}
