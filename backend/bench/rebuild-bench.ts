import type pg from 'pg';
import { START, findOffer, playerStream, type StoredEvent } from '@fr/contracts';
import { rebuildProjections, rebuildReadModels } from '@fr/projections';
import { creditCoins } from '../src/features/coins';
import { playerDecider } from '../src/features';
import { withBenchSystem } from './bench-database';
import { measureConcurrent, measureOnce } from './measure';
import { cpuAround } from './process-cpu';
import { figure, type BenchTable } from './table';

const PLAYERS = 2_000;
const PURCHASES_PER_PLAYER = 10;
const PAGE_SIZE = 1_000;
/** Rounds of readAll and the blue/green rebuild, alternated. */
const ROUNDS = 5;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Rebuilding every read model from the event store, beside reading the same log with readAll: a log of real economy
 * events (a coin grant and boost purchases per player) goes through every projector of the system.
 */
export async function benchRebuild(pool: pg.Pool): Promise<BenchTable> {
  return withBenchSystem(
    pool,
    async (system) => {
      const offer = findOffer('performance-boost', 1)!;
      await measureConcurrent(PLAYERS, 8, async (i) => {
        const userId = `bench-player-${i}`;
        const grant = {
          userId,
          commandId: 'grant',
          amount: offer.coinCost * PURCHASES_PER_PLAYER,
          lot: 'earned',
          from: 'mint',
          reason: 'bench',
        } as const;
        await creditCoins(system.services, grant);
        for (let n = 0; n < PURCHASES_PER_PLAYER; n++) {
          // Straight through the command handler: no read model runs yet, so nothing to wait for.
          await system.services.commands.handle({
            streamId: playerStream(userId),
            decider: playerDecider,
            command: { type: 'PurchaseBoost', commandId: `buy-${n}`, boostId: `${userId}-${n}`, offer },
            context: { userId, now: new Date() },
          });
        }
      });
      const readAll = async () => {
        let count = 0;
        let page: StoredEvent[];
        for (let after = START; (page = await system.services.store.readAll({ after, limit: PAGE_SIZE })).length > 0;) {
          count += page.length;
          after = page.at(-1)!.position;
        }
        return count;
      };
      // The log settled as autovacuum leaves it in production: a vacuum started by the seeding's inserts in the middle
      // of a measurement moved readAll between 76,000 and 166,000 events/s from one run to the next.
      await system.services.pool.query('VACUUM (ANALYZE) es_events, es_streams');
      const events = await readAll();
      const rebuild = await measureOnce(events, () => rebuildProjections(system.services.pool, system.runner));
      // Rounds of the baseline and the rebuild side by side, each figure their median: a neighbour's burst on a shared
      // machine then moves one round of each, not the ratio.
      const reads: number[] = [];
      const blueGreens: number[] = [];
      const cpu = { read: { own: [] as number[], postgres: [] as number[] }, blueGreen: { own: [] as number[], postgres: [] as number[] } };
      // Each run's CPU time in this process and in PostgreSQL's, beside its rate: on a machine they share, the two sums
      // are what the rate is made of.
      const timed = async (into: typeof cpu.read, work: () => Promise<unknown>) => {
        const { result: rate, cpu: spent } = await cpuAround(() => measureOnce(events, work));
        into.own.push(spent.own);
        if (spent.postgres !== null) into.postgres.push(spent.postgres);
        return rate;
      };
      for (let round = 0; round < ROUNDS; round++) {
        reads.push(await timed(cpu.read, readAll));
        blueGreens.push(
          await timed(cpu.blueGreen, () => rebuildReadModels(system.services.pool, system.services.store, system.runner.projectors)),
        );
      }
      const read = median(reads);
      const blueGreen = median(blueGreens);
      const cpuCells = (of: typeof cpu.read) => ({
        'this process ms': median(of.own),
        'PostgreSQL ms': of.postgres.length > 0 ? median(of.postgres) : 'n/a',
      });
      const projectors = system.runner.projectors.length;
      return {
        title: `Projection rebuild, ${events.toLocaleString('en-US')} events, ${projectors} read models`,
        rows: [
          {
            measurement: 'rebuild every read model from the log, in place',
            'events/s': rebuild,
            ratio: rebuild / read,
            'this process ms': '',
            'PostgreSQL ms': '',
          },
          {
            measurement: 'rebuild every read model blue/green (projections:rebuild)',
            'events/s': blueGreen,
            ratio: blueGreen / read,
            ...cpuCells(cpu.blueGreen),
          },
          { measurement: `readAll of the same log (pages of ${PAGE_SIZE})`, 'events/s': read, ratio: 1, ...cpuCells(cpu.read) },
        ],
        figures: [
          figure(`projection rebuild: ${events} events, ${projectors} read models`, 'events/s', rebuild, read),
          figure(`projection rebuild blue/green: ${events} events, ${projectors} read models`, 'events/s', blueGreen, read),
          figure(`projection rebuild: readAll of the same log (baseline)`, 'events/s', read),
        ],
        notes: [
          `${PLAYERS.toLocaleString('en-US')} players, each a coin grant and ${PURCHASES_PER_PLAYER} boost purchases (BoostPurchased + CoinsDebited)`,
          'in place = truncate every read model, then catch all of them up in shared batches of the live runner (500 events)',
          'blue/green = build all of them in a shadow schema in batches of 5,000, then swap them in; ratio = rebuild / readAll',
          `the log vacuumed and analysed after seeding; readAll and blue/green alternated ${ROUNDS} times, each figure the median of its rounds (in place: one run)`,
          "ms = CPU time of one run, this process's and every PostgreSQL process's on this machine (medians of the rounds)",
        ],
      };
    },
    { roles: { api: false, projections: false, workers: false } },
  );
}
