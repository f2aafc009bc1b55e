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
export function commandRaceContract(store: () => EventStore): void {
  describe('two processes deciding on one stream', () => {
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
