import type pg from 'pg';
import { benchAnalytics } from './analytics-bench';
import { withBenchDatabase } from './bench-database';
import { benchClientWeight } from './client-bench';
import { benchDraw } from './draw-bench';
import { benchEventStore } from './event-store-bench';
import { benchScoring, benchTeamsRoute } from './fantasy-bench';
import { benchApiProcesses } from './scale-bench';
import { benchShopPurchase } from './shop-bench';
import { machine, printTable, writeBenchJson, type BenchTable } from './table';

const tables: BenchTable[] = [];

function report(table: BenchTable): void {
  printTable(table.title, table.rows, table.notes);
  tables.push(table);
}

/** Each section gets its own fresh database; sections run one after the other so they never compete for the CPU. */
async function section(bench: (pool: pg.Pool) => Promise<BenchTable>): Promise<void> {
  report(await withBenchDatabase(bench));
}

const { cpus, cpu, memoryGb, node } = machine();
console.log(`${cpus} × ${cpu}, ${memoryGb} GB, Node ${node}`);

await section(benchEventStore);
await section(benchScoring);
await section(benchTeamsRoute);
await section(benchShopPurchase);
await section(benchApiProcesses);
await section(benchDraw);
await section(benchAnalytics);
report(await benchClientWeight());

// BENCH_JSON=path also records the run as JSON, one object per measured row, so figures can be tracked over time.
const jsonPath = process.env.BENCH_JSON;
if (jsonPath) console.log(`\n${await writeBenchJson(jsonPath, tables)} rows written to ${jsonPath}`);
