import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { ledgerExportCsv } from '@fr/projections';

/**
 * The ledger CSV export in a process of its own, so its memory is measured from a fresh heap:
 * `node --import tsx backend/bench/ledger-export-child.ts <database url> <from> <to>`; streams the CSV into a byte
 * counter and prints {bytes, seconds, rssGrowthMb}, the peak RSS sampled every 20 ms.
 */
const [url, from, to] = process.argv.slice(2) as [string, string, string];
const pool = new pg.Pool({ connectionString: url, max: 1 });
// The connection and the code paths warmed first: the measure is the export's own growth.
await pool.query('SELECT 1');
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const started = performance.now();
let bytes = 0;
await pipeline(
  ledgerExportCsv(pool, { from, to }),
  // Text is taken as it comes, as a socket takes it (a response writes text without a buffer of its own).
  new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, done) {
      bytes += Buffer.byteLength(chunk);
      done();
    },
  }),
);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
await pool.end();
console.log(JSON.stringify({ bytes, seconds, rssGrowthMb: (peak - before) / 2 ** 20 }));
