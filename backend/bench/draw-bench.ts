import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DRAW_PICKS, canonicalEntries, entryListHash, entryPseudonym, selectWinners, type ProofEntry } from '@fr/contracts';
import { figure, type BenchTable } from './table';

const DRAW_ENTRIES = 1_000_000;
const CLOSE_ENTRIES = 100_000;
/** Entries per player on average: picks must skip every entry of a player already picked. */
const ENTRIES_PER_PLAYER = 20;
const ROUNDS = 3;

const byEntryId = (a: ProofEntry, b: ProofEntry) => (a.entryId < b.entryId ? -1 : a.entryId > b.entryId ? 1 : 0);

/**
 * Entries as a draw holds them: ticket ids in arrival order (random against id order), players' pseudonyms, 1 to 5
 * tickets. The JSON round trip gives every entry its own strings, as rows from the database or a fetched proof have.
 */
function entryList(count: number, seed: string): ProofEntry[] {
  const players = Array.from({ length: Math.ceil(count / ENTRIES_PER_PLAYER) }, (_, i) => entryPseudonym(seed, `player-${i}`));
  const entries = Array.from({ length: count }, (_, i) => ({
    entryId: `ticket:${randomUUID()}`,
    pseudonym: players[(i * 7919) % players.length]!,
    tickets: 1 + (i % 5),
  }));
  return JSON.parse(JSON.stringify(entries)) as ProofEntry[];
}

/** Median milliseconds of `ROUNDS` runs, after one run that warms the code up. */
function medianMs(work: () => unknown): number {
  work();
  const times = Array.from({ length: ROUNDS }, () => {
    const started = performance.now();
    work();
    return performance.now() - started;
  });
  return times.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
}

/** Drawing over 1,000,000 entries and closing a period of 100,000, each beside sorting the same list in memory. */
export async function benchDraw(): Promise<BenchTable> {
  const seed = randomBytes(32).toString('hex');
  const inputs = { seed, entryListHash: randomBytes(32).toString('hex'), beaconRandomness: randomBytes(32).toString('hex') };

  const drawList = entryList(DRAW_ENTRIES, seed);
  const canonical = canonicalEntries(drawList);
  const sortDraw = medianMs(() => [...drawList].sort(byEntryId));
  const draw = medianMs(() => selectWinners(drawList, inputs, DRAW_PICKS));
  const drawCanonical = medianMs(() => selectWinners(canonical, inputs, DRAW_PICKS));

  const closeList = entryList(CLOSE_ENTRIES, seed);
  const sortClose = medianMs(() => [...closeList].sort(byEntryId));
  const close = medianMs(() => entryListHash(closeList));

  const n = (count: number) => count.toLocaleString('en-US');
  return {
    title: `Draws: ${n(DRAW_ENTRIES)} entries drawn, ${n(CLOSE_ENTRIES)} entries closed`,
    rows: [
      { measurement: `draw ${DRAW_PICKS} picks, entries in arrival order`, entries: DRAW_ENTRIES, ms: draw, ratio: draw / sortDraw },
      {
        measurement: `draw ${DRAW_PICKS} picks, entries in id order`,
        entries: DRAW_ENTRIES,
        ms: drawCanonical,
        ratio: drawCanonical / sortDraw,
      },
      { measurement: 'baseline: sort the same entries by id', entries: DRAW_ENTRIES, ms: sortDraw, ratio: 1 },
      { measurement: 'close: hash the entry list', entries: CLOSE_ENTRIES, ms: close, ratio: close / sortClose },
      { measurement: 'baseline: sort the same entries by id', entries: CLOSE_ENTRIES, ms: sortClose, ratio: 1 },
    ],
    figures: [
      figure(`draw: ${DRAW_PICKS} picks over ${n(DRAW_ENTRIES)} entries, arrival order`, 'ms', draw, sortDraw),
      figure(`draw: ${DRAW_PICKS} picks over ${n(DRAW_ENTRIES)} entries, id order`, 'ms', drawCanonical, sortDraw),
      figure(`draw: sort ${n(DRAW_ENTRIES)} entries by id (baseline)`, 'ms', sortDraw),
      figure(`draw: close, hash ${n(CLOSE_ENTRIES)} entries`, 'ms', close, sortClose),
      figure(`draw: sort ${n(CLOSE_ENTRIES)} entries by id (baseline)`, 'ms', sortClose),
    ],
    notes: [
      `median of ${ROUNDS} runs after a warm-up; ratio = ms / the sort below it; goal for the draw: at most 1 s`,
      `draw = selectWinners (canonical order, then per pick a cumulative ticket array and a binary search); ${n(DRAW_ENTRIES / ENTRIES_PER_PLAYER)} players`,
      'arrival order is how the draw decider holds entries; id order is how a proof is re-computed after its list hash (no sort needed)',
      'close = entryListHash: canonical order, then sha256 over one line per entry',
    ],
  };
}
