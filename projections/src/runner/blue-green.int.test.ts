import { expect, it } from 'vitest';
import type { EventReader } from '@fr/contracts';
import '../testing/provided-context';
import { fileDatabase, tierLog, tierNamesProjector } from '../testing/runner-fixtures';
import { defineProjector } from '../projector';
import { rebuildReadModels } from './blue-green';
import { readCheckpoint } from './checkpoints';
import { ProjectionRunner } from './projection-runner';

const { pool } = fileDatabase();

const { log, append, reader: inMemory } = tierLog();
const tiers = tierNamesProjector;
const names = async () => (await pool().query<{ name: string }>('SELECT name FROM tier_names ORDER BY name')).rows.map((r) => r.name);

it('rebuilds one read model in a shadow while the live one serves, catches up with what the live one applied meanwhile, and swaps it in', async () => {
  const live = new ProjectionRunner(pool(), inMemory, [tiers]);
  await live.migrate();
  append('Bronze');
  append('Silver');
  await live.catchUp();
  // A row no event explains: the rebuild must leave it behind.
  await pool().query("INSERT INTO tier_names (name) VALUES ('Stray')");

  let servedDuringBuild: string[] | null = null;
  const reader: EventReader = {
    ...inMemory,
    readAll: async (options) => {
      const page = await inMemory.readAll(options);
      // The shadow has read the whole log: the live read model still answers as it was. Then Gold is committed and
      // the live runner applies it, so the live checkpoint is past the shadow's: the swap must not take the read
      // model back to before Gold.
      if (servedDuringBuild === null && (page.at(-1) ?? null) === (log.at(-1) ?? null)) {
        servedDuringBuild = await names();
        append('Gold');
        await live.catchUp();
      }
      return page;
    },
  };
  const result = await rebuildReadModels(pool(), reader, [tiers]);

  expect(servedDuringBuild).toEqual(['Bronze', 'Silver', 'Stray']);
  expect(await names()).toEqual(['Bronze', 'Gold', 'Silver']);
  expect(result).toEqual({ events: 3, position: log.at(-1)!.position });
  expect(await readCheckpoint(pool(), tiers.name)).toBe(log.at(-1)!.position);
  // The shadow is gone, its index came along, and the live runner goes on from the swapped-in read model.
  const { rows } = await pool().query<{ n: number }>("SELECT count(*)::int AS n FROM pg_namespace WHERE nspname LIKE 'rebuild_%'");
  expect(rows[0]!.n).toBe(0);
  expect(
    (await pool().query("SELECT 1 FROM pg_indexes WHERE indexname = 'tier_names_lower' AND schemaname = current_schema()")).rowCount,
  ).toBe(1);
  expect(await live.catchUp()).toBe(0);
  append('Platinum');
  await live.catchUp();
  expect(await names()).toEqual(['Bronze', 'Gold', 'Platinum', 'Silver']);
});

it('migrates a reshaped read model blue/green: the old shape serves while the new one builds, and the old runner stops applying to it', async () => {
  const reshaped = defineProjector({
    name: 'tier_names',
    schemaSql: 'CREATE TABLE IF NOT EXISTS tier_names (name text PRIMARY KEY, upper_name text NOT NULL)',
    tables: [{ name: 'tier_names', orderBy: 'name' }],
    handlers: {
      TierConfigured: (c, d) =>
        c.query('INSERT INTO tier_names (name, upper_name) VALUES ($1, upper($1)) ON CONFLICT DO NOTHING', [d.tierName]),
    },
  });
  const old = new ProjectionRunner(pool(), inMemory, [tiers]);
  let servedDuringBuild: string[] | null = null;
  const reader: EventReader = {
    ...inMemory,
    readAll: async (options) => {
      servedDuringBuild ??= await names();
      return inMemory.readAll(options);
    },
  };
  await new ProjectionRunner(pool(), reader, [reshaped]).migrate();

  expect(servedDuringBuild).toEqual(['Bronze', 'Gold', 'Platinum', 'Silver']);
  const rows = await pool().query<{ name: string; upper_name: string }>('SELECT name, upper_name FROM tier_names ORDER BY name');
  expect(rows.rows.map((r) => r.upper_name)).toEqual(['BRONZE', 'GOLD', 'PLATINUM', 'SILVER']);
  expect(await readCheckpoint(pool(), tiers.name)).toBe(log.at(-1)!.position);
  // A process of the version before still runs: it must not write old-shape rows into the new tables.
  append('Diamond');
  await old.drain();
  expect(await names()).toEqual(['Bronze', 'Gold', 'Platinum', 'Silver']);
  const current = new ProjectionRunner(pool(), inMemory, [reshaped]);
  await current.migrate();
  await current.catchUp();
  expect(await names()).toEqual(['Bronze', 'Diamond', 'Gold', 'Platinum', 'Silver']);
});
