import type pg from 'pg';
import { benchAnalytics } from './analytics-bench';
import { withBenchDatabase } from './bench-database';
import { benchDraw } from './draw-bench';
import { benchEventStore } from './event-store-bench';
import { benchScoring, benchTeamsRoute } from './fantasy-bench';
import { benchShopPurchase } from './shop-bench';
import { printTable, type BenchTable } from './table';

/** Each section gets its own fresh database; sections run one after the other so they never compete for the CPU. */
async function section(bench: (pool: pg.Pool) => Promise<BenchTable>): Promise<void> {
  const table = await withBenchDatabase(bench);
  printTable(table.title, table.rows, table.notes);
}

await section(benchEventStore);
await section(benchScoring);
await section(benchTeamsRoute);
await section(benchShopPurchase);
await section(benchDraw);
await section(benchAnalytics);
