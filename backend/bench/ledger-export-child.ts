import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getHeapSpaceStatistics } from 'node:v8';
import pg from 'pg';
import { ledgerExportCsv } from '@fr/projections';

/**
 * The ledger CSV export in a process of its own, so its memory is measured from a known heap:
 * `node --import tsx backend/bench/ledger-export-child.ts <database url> <from> <to> [fresh|serving]`; streams the CSV
 * into a byte counter and prints {bytes, seconds, rssGrowthMb, youngGenerationMb, externalMb}: the peak RSS over the
 * start, sampled every 20 ms, and at that peak the size of V8's young generation and the memory outside the heap
 * (socket reads, Buffers). The young generation's pages are reserved at start and become resident only as garbage
 * fills them: in a fresh process the export's own garbage does that, in a process that has served a while (`serving`)
 * they are resident already, as they are in an API process after its first requests.
 */
const [url, from, to, heap = 'fresh'] = process.argv.slice(2) as [string, string, string, ('fresh' | 'serving')?];
const pool = new pg.Pool({ connectionString: url, max: 1 });
// The connection and the code paths warmed first: the measure is the export's own growth.
await pool.query('SELECT 1');
const mb = (bytes: number) => bytes / 2 ** 20;
const youngGeneration = () =>
  getHeapSpaceStatistics()
    .filter((space) => space.space_name === 'new_space' || space.space_name === 'new_large_object_space')
    .reduce((sum, space) => sum + space.space_size, 0);
if (heap === 'serving') {
  // Short-lived text four times the young generation's size, as requests leave it: every one of its pages used once.
  let garbage = '';
  for (let i = 0; i < (4 * youngGeneration()) / 2 ** 14; i++) garbage = `${i}`.padEnd(2 ** 14, '.');
  if (garbage.length === 0) throw new Error('no garbage made');
}
const sample = () => ({ rss: process.memoryUsage().rss, young: youngGeneration(), external: process.memoryUsage().external });
const before = sample();
let peak = before;
const sampler = setInterval(() => {
  const now = sample();
  if (now.rss > peak.rss) peak = now;
}, 20);
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
const last = sample();
if (last.rss > peak.rss) peak = last;
await pool.end();
console.log(
  JSON.stringify({
    bytes,
    seconds,
    rssGrowthMb: mb(peak.rss - before.rss),
    youngGenerationMb: mb(peak.young),
    externalMb: mb(peak.external),
  }),
);
