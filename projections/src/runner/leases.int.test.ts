import { expect, it } from 'vitest';
import type { ProjectionGroup } from '@fr/contracts';
import '../testing/provided-context';
import { fileDatabase, tierLog } from '../testing/runner-fixtures';
import { testDatabasePool } from '../testing/test-database';
import { defineProjector } from '../projector';
import { CheckpointWatcher } from './checkpoint-watcher';
import { ProjectionRunner, type RunnerOptions } from './projection-runner';

const { pool, url } = fileDatabase();

const { log, append, reader } = tierLog();

/** Counts how often each event reached it: any count above one is an event applied twice. */
const counter = (name: string, group: ProjectionGroup) =>
  defineProjector({
    name,
    group,
    schemaSql: `CREATE TABLE IF NOT EXISTS ${name} (tier text PRIMARY KEY, applied int NOT NULL)`,
    tables: [{ name, orderBy: 'tier' }],
    handlers: {
      TierConfigured: (c, d) =>
        c.query(`INSERT INTO ${name} (tier, applied) VALUES ($1, 1) ON CONFLICT (tier) DO UPDATE SET applied = ${name}.applied + 1`, [
          d.tierName,
        ]),
    },
  });

/** Short leases so the test sees takeovers soon; nothing below depends on how soon. */
const fast: RunnerOptions = { leaseTtlMs: 1000, leaseRenewMs: 100, maxIdleMs: 20 };

/** Waits for `condition` with a generous deadline that only guards against a hang. */
async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = performance.now() + 60_000;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const owners = async () =>
  new Map(
    (await pool().query<{ group_name: string; owner: string | null }>('SELECT group_name, owner FROM projection_leases')).rows.map(
      (row) => [row.group_name, row.owner],
    ),
  );

/** Every event once in both read models, and nothing else. */
async function projectedOnce(): Promise<boolean> {
  const expected = log
    .map((e) => ({ tier: (e.data as { tierName: string }).tierName, applied: 1 }))
    .sort((a, b) => (a.tier < b.tier ? -1 : 1));
  for (const table of ['player_counts', 'admin_counts']) {
    const { rows } = await pool().query(`SELECT tier, applied FROM ${table} ORDER BY tier COLLATE "C"`);
    if (JSON.stringify(rows) !== JSON.stringify(expected)) return false;
  }
  return true;
}

const projectors = [counter('player_counts', 'player'), counter('admin_counts', 'admin')];

it('two runners divide the groups, one owner each; when one dies the other takes its group over and projects every event once', async () => {
  const poolA = testDatabasePool(url());
  const a = new ProjectionRunner(poolA, reader, projectors, { ...fast, owner: 'A' });
  const b = new ProjectionRunner(pool(), reader, projectors, { ...fast, owner: 'B' });
  await a.migrate();
  a.start();
  b.start();
  try {
    await until(async () => {
      const held = await owners();
      return a.heldGroups.length === 1 && b.heldGroups.length === 1 && new Set(held.values()).size === 2;
    }, 'the groups divided between A and B');
    const held = await owners();
    expect([...held.keys()].sort()).toEqual(['admin', 'player']);
    expect([...held.values()].sort()).toEqual(['A', 'B']);

    append('Bronze');
    append('Silver');
    a.wake();
    b.wake();
    await until(projectedOnce, 'both events projected');

    // A crashes: its database connections are gone, it renews nothing and releases nothing.
    await poolA.end();
    append('Gold');
    append('Platinum');
    b.wake();
    await until(
      async () => b.heldGroups.length === 2 && [...(await owners()).values()].every((owner) => owner === 'B'),
      'B owns both groups',
    );
    expect(a.heldGroups).toEqual([]);
    await until(projectedOnce, 'the events appended after the crash projected');
  } finally {
    await b.stop();
    await a.stop();
  }
  expect([...(await owners()).values()]).toEqual([null, null]);
});

it('never lets two runners hold the same group, while runners join, leave and rebalance', async () => {
  const runners = ['C', 'D', 'E'].map((owner) => new ProjectionRunner(pool(), reader, projectors, { ...fast, owner }));
  await runners[0]!.migrate();
  const violations: string[] = [];
  let samples = 0;
  const sampler = setInterval(() => {
    samples += 1;
    for (const group of ['player', 'admin']) {
      const holders = runners.filter((r) => r.heldGroups.includes(group)).map((r) => r.owner);
      if (holders.length > 1) violations.push(`${group}: ${holders.join(', ')}`);
    }
  }, 1);
  const [c, d, e] = runners as [ProjectionRunner, ProjectionRunner, ProjectionRunner];
  try {
    c.start();
    await until(() => c.heldGroups.length === 2, 'C, alone, holds both groups');
    d.start();
    await until(() => c.heldGroups.length === 1 && d.heldGroups.length === 1, 'C gave D a group');
    e.start();
    append('Diamond');
    await until(projectedOnce, 'the event projected while three runners share two groups');
    await c.stop();
    await until(() => d.heldGroups.length + e.heldGroups.length === 2, 'D and E took every group once C left');
    append('Ruby');
    await until(projectedOnce, 'the event projected after C left');
  } finally {
    clearInterval(sampler);
    for (const runner of runners) await runner.stop();
  }
  expect(samples).toBeGreaterThan(0);
  expect(violations).toEqual([]);
});

it('a reader waits only for the groups it reads: a stalled admin group never holds a player back', async () => {
  // Another process holds the admin group and projects nothing: the analytics of the read models lag.
  await pool().query(`UPDATE projection_leases SET owner = 'stalled', expires_at = now() + interval '1 hour' WHERE group_name = 'admin'`);
  const watcher = new CheckpointWatcher(pool(), projectors);
  const runner = new ProjectionRunner(pool(), reader, projectors, {
    ...fast,
    owner: 'F',
    onProgress: (group, lowest) => watcher.progressed(group, lowest),
  });
  runner.start();
  try {
    await until(() => runner.heldGroups.includes('player'), 'F holds the player group');
    append('Sapphire');
    runner.wake();
    const position = await reader.head();

    expect(await watcher.waitFor(position, 60_000, ['player'])).toBe(true);
    expect((await pool().query(`SELECT applied FROM player_counts WHERE tier = 'Sapphire'`)).rows).toEqual([{ applied: 1 }]);
    // The admin group never gets there while stalled: its readers wait until their time limit.
    expect(await watcher.waitFor(position, 200, ['admin'])).toBe(false);
    expect(await watcher.waitFor(position, 200)).toBe(false);
    expect(runner.heldGroups).toEqual(['player']);
    expect((await pool().query(`SELECT applied FROM admin_counts WHERE tier = 'Sapphire'`)).rows).toEqual([]);
  } finally {
    await runner.stop();
  }
});
