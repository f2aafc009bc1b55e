import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { ledgerExportRows } from '@fr/projections';
import { ledgerCsv } from '../src/features/analytics/exports';

/**
 * One ledger export in a process of its own, so each measure starts from the same heap (in one process the first
 * run's heap growth hid the second's): `node --import tsx backend/bench/ledger-export-child.ts <database url> <from>
 * <to> csv|rows`; prints {rows, bytes, seconds, rssGrowthMb}. `csv` streams the CSV into a byte counter; `rows` reads
 * the same cursor's rows and drops them (what node-postgres alone costs). The peak RSS is sampled every 20 ms.
 */
const [url, from, to, mode] = process.argv.slice(2) as [string, string, string, 'csv' | 'rows'];
const pool = new pg.Pool({ connectionString: url, max: 1 });
// The connection and the code paths warmed first: the measure is the export's own growth.
await pool.query('SELECT 1');
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const started = performance.now();
let rows = 0;
let bytes = 0;
if (mode === 'csv') {
  await pipeline(
    ledgerCsv(pool, { from, to }),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    }),
  );
} else {
  for await (const row of ledgerExportRows(pool, { from, to })) if (row) rows++;
}
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
await pool.end();
console.log(JSON.stringify({ rows, bytes, seconds, rssGrowthMb: (peak - before) / 2 ** 20 }));
