import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { CheckpointWatcher } from './checkpoint-watcher';

const projectors = [
  { name: 'coins', group: 'player' as const },
  { name: 'analytics', group: 'admin' as const },
];

/** A pool answering the checkpoint query with the positions given, counting the queries. */
function checkpointTable(positions: Record<string, string>) {
  const table = {
    positions,
    queries: 0,
    async query() {
      table.queries++;
      return { rows: Object.entries(table.positions).map(([projector, position]) => ({ projector, position })) };
    },
  };
  return table;
}

describe('CheckpointWatcher', () => {
  it('asks the database once, then leaves a group this process projects to its runner’s progress reports', async () => {
    const table = checkpointTable({ coins: '0001', analytics: '0001' });
    const watcher = new CheckpointWatcher(table as unknown as pg.Pool, projectors, {
      local: () => true,
      localPollMs: 3_600_000,
    });

    expect(await watcher.waitFor('0001', 10_000, ['player'])).toBe(true);
    expect(table.queries).toBe(1);

    const waiting = watcher.waitFor('0002', 10_000, ['player']);
    watcher.progressed('player', '0002');
    expect(await waiting).toBe(true);
    expect(table.queries).toBe(1);
  });

  it('keeps polling for a group projected in another process until it shows the position', async () => {
    const table = checkpointTable({ coins: '0001', analytics: '0001' });
    const watcher = new CheckpointWatcher(table as unknown as pg.Pool, projectors, {
      local: (group) => group === 'player',
      localPollMs: 3_600_000,
    });
    const waiting = watcher.waitFor('0002', 10_000, ['admin']);
    // The other process commits after this process's first look.
    while (table.queries === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    table.positions.analytics = '0002';
    expect(await waiting).toBe(true);
    expect(table.queries).toBeGreaterThanOrEqual(2);
  });
});
