import type pg from 'pg';
import { benchAnalytics } from './analytics-bench';
import { withBenchDatabase } from './bench-database';
import { benchClientWeight } from './client-bench';
import { benchLighthouse } from './lighthouse-bench';
import { benchClientPages } from './page-bench';
import { benchDraw } from './draw-bench';
import { benchEventStore } from './event-store-bench';
import { benchPersonalData } from './personal-data-bench';
import { benchScoring, benchTeamsRoute } from './fantasy-bench';
import { benchMillionReads, benchMillionRebuild } from './million-bench';
import { benchApiProcesses } from './scale-bench';
import { benchRebuild } from './rebuild-bench';
import { benchSessionCache } from './session-bench';
import { benchShopPurchase } from './shop-bench';
import { machine, printTable, writeBenchJson, type BenchTable } from './table';

const tables: BenchTable[] = [];

function report(table: BenchTable): void {
  printTable(table.title, table.rows, table.notes);
  tables.push(table);
}

/**
 * Each section gets its own fresh database; sections run one after the other so they never compete for the CPU.
 * BENCH_ONLY=shop,scoring runs only the sections whose key is listed (to profile one of them).
 */
const only = process.env.BENCH_ONLY?.split(',').map((key) => key.trim());
async function section(key: string, bench: (pool: pg.Pool) => Promise<BenchTable>): Promise<void> {
  if (only && !only.includes(key)) return;
  report(await withBenchDatabase(bench));
}

const { cpus, cpu, memoryGb, node } = machine();
console.log(`${cpus} × ${cpu}, ${memoryGb} GB, Node ${node}`);

await section('event-store', benchEventStore);
await section('personal-data', benchPersonalData);
await section('rebuild', benchRebuild);
await section('scoring', benchScoring);
await section('teams', benchTeamsRoute);
await section('sessions', benchSessionCache);
await section('shop', benchShopPurchase);
await section('scale', benchApiProcesses);
await section('draw', benchDraw);
await section('analytics', benchAnalytics);
await section('million', benchMillionReads);
await section('million-rebuild', benchMillionRebuild);
if (!only || only.includes('client')) report(await benchClientWeight());
// Both use the build the client section just made (BENCH_ONLY=pages,lighthouse runs them on the build as it is).
await section('pages', benchClientPages);
await section('lighthouse', benchLighthouse);

// BENCH_JSON=path also records the run as JSON, one object per measured row, so figures can be tracked over time.
const jsonPath = process.env.BENCH_JSON;
if (jsonPath) console.log(`\n${await writeBenchJson(jsonPath, tables)} rows written to ${jsonPath}`);
