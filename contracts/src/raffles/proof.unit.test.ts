import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DRAW_PICKS,
  canonicalEntries,
  entryListHash,
  entryPseudonym,
  randomStream,
  seedCommitment,
  selectWinners,
  uniformBelow,
  verifyDrawProof,
  type DrawInputs,
  type ProofEntry,
  type PublicDrawProof,
} from './proof';

// node:crypto serves as an independent implementation of the hashes the proof module computes with @noble/hashes.
const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

const seed = '5eed'.repeat(16);
const randomness = 'b3ac'.repeat(16);
const players = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi'];

/** Twelve entries of eight players (some with two entries), as the server publishes them at the close. */
function publishedEntries(): ProofEntry[] {
  return players.flatMap((userId, i) => {
    const pseudonym = entryPseudonym(seed, userId);
    const first = { entryId: `ticket:${userId}:1`, pseudonym, tickets: 1 + (i % 3) };
    return i % 2 === 0 ? [first, { entryId: `ticket:${userId}:2`, pseudonym, tickets: 2 }] : [first];
  });
}

function publishedProof(): PublicDrawProof {
  const entries = publishedEntries();
  const listHash = entryListHash(entries);
  return {
    seedCommitment: seedCommitment(seed),
    seed,
    entryListHash: listHash,
    entries,
    beaconRandomness: randomness,
    picks: DRAW_PICKS,
    winners: selectWinners(entries, { seed, entryListHash: listHash, beaconRandomness: randomness }, DRAW_PICKS),
  };
}

/** The selection rule written the plain way: remove the picked player, rebuild, scan linearly. */
function referenceWinners(entries: readonly ProofEntry[], inputs: DrawInputs, picks: number): string[] {
  let remaining = canonicalEntries(entries);
  const next = randomStream(inputs);
  const winners: string[] = [];
  while (winners.length < picks && remaining.length > 0) {
    const total = remaining.reduce((sum, e) => sum + e.tickets, 0);
    let ticket = Number(uniformBelow(next, BigInt(total)));
    const picked = remaining.find((e) => (ticket -= e.tickets) < 0)!;
    winners.push(picked.entryId);
    remaining = remaining.filter((e) => e.pseudonym !== picked.pseudonym);
  }
  return winners;
}

/** A block that is the big-endian encoding of a 256-bit value. */
const block = (value: bigint) => Uint8Array.from(Buffer.from(value.toString(16).padStart(64, '0'), 'hex'));

describe('the draw proof', () => {
  it('given a published draw, when anyone re-computes it, then it gives the same winners', () => {
    const proof = publishedProof();

    const check = verifyDrawProof(proof);

    expect(check).toEqual({ commitmentMatches: true, entryListMatches: true, recomputed: proof.winners, winnersMatch: true });
    expect(proof.winners).toHaveLength(DRAW_PICKS);
  });

  it('given the entries in another order, when re-computed, then the list hash and the winners are the same', () => {
    const proof = publishedProof();

    const check = verifyDrawProof({ ...proof, entries: [...proof.entries].reverse() });

    expect(check.winnersMatch).toBe(true);
  });

  it('given one entry changed, when re-computed, then neither the list nor the winners match', () => {
    const proof = publishedProof();
    const changes: ((e: ProofEntry) => ProofEntry)[] = [
      (e) => ({ ...e, tickets: e.tickets + 1 }),
      (e) => ({ ...e, pseudonym: entryPseudonym(seed, 'mallory') }),
      (e) => ({ ...e, entryId: `${e.entryId}x` }),
    ];

    for (const change of changes) {
      const entries = proof.entries.map((e, i) => (i === 3 ? change(e) : e));
      const check = verifyDrawProof({ ...proof, entries });
      expect(check).toMatchObject({ commitmentMatches: true, entryListMatches: false, winnersMatch: false });
    }
    expect(verifyDrawProof({ ...proof, entries: proof.entries.slice(1) }).entryListMatches).toBe(false);
  });

  it('given another seed or another beacon value, when re-computed, then the winners do not match', () => {
    const proof = publishedProof();

    const otherSeed = verifyDrawProof({ ...proof, seed: '5eed'.repeat(15) + '0000' });
    const otherRandomness = verifyDrawProof({ ...proof, beaconRandomness: 'b3ac'.repeat(15) + '0000' });

    expect(otherSeed).toMatchObject({ commitmentMatches: false, winnersMatch: false });
    expect(otherSeed.recomputed).not.toEqual(proof.winners);
    expect(otherRandomness).toMatchObject({ commitmentMatches: true, entryListMatches: true, winnersMatch: false });
    expect(otherRandomness.recomputed).not.toEqual(proof.winners);
  });

  it('given winners published in another order, when re-computed, then they do not match', () => {
    const proof = publishedProof();

    expect(verifyDrawProof({ ...proof, winners: [...proof.winners].reverse() }).winnersMatch).toBe(false);
    expect(verifyDrawProof({ ...proof, winners: proof.winners.slice(0, 1) }).winnersMatch).toBe(false);
  });

  it('given a draw not done yet (no seed or no beacon value), when checked, then nothing matches', () => {
    const proof = publishedProof();
    const nothing = { commitmentMatches: false, entryListMatches: false, recomputed: [], winnersMatch: false };

    expect(verifyDrawProof({ ...proof, seed: null })).toEqual(nothing);
    expect(verifyDrawProof({ ...proof, beaconRandomness: null })).toEqual(nothing);
    expect(verifyDrawProof({ ...proof, entryListHash: null })).toEqual(nothing);
  });

  it('given a period without entries, when drawn, then there is no winner and the proof still checks', () => {
    const listHash = entryListHash([]);

    const winners = selectWinners([], { seed, entryListHash: listHash, beaconRandomness: randomness }, DRAW_PICKS);

    expect(listHash).toBe(sha256Hex(''));
    expect(winners).toEqual([]);
    const proof = {
      seedCommitment: seedCommitment(seed),
      seed,
      entryListHash: listHash,
      entries: [],
      beaconRandomness: randomness,
      picks: DRAW_PICKS,
      winners,
    };
    expect(verifyDrawProof(proof).winnersMatch).toBe(true);
  });
});

describe('the hashes', () => {
  it('commits to the seed with sha256 of its bytes, and a wrong seed fails the commitment check', () => {
    const proof = publishedProof();

    expect(seedCommitment(seed)).toBe(sha256Hex(Buffer.from(seed, 'hex')));
    expect(verifyDrawProof({ ...proof, seedCommitment: sha256Hex('another seed') })).toMatchObject({
      commitmentMatches: false,
      entryListMatches: true,
      winnersMatch: false,
    });
  });

  it('hashes the list as tab-separated lines in entry id order', () => {
    const entries = [
      { entryId: 'b', pseudonym: 'p2', tickets: 3 },
      { entryId: 'a', pseudonym: 'p1', tickets: 1 },
    ];

    expect(entryListHash(entries)).toBe(sha256Hex('a\tp1\t1\nb\tp2\t3\n'));
  });

  it('hashes a list longer than one 64 KiB chunk the same as all its lines at once', () => {
    const entries = Array.from({ length: 5000 }, (_, i) => ({
      entryId: `ticket:${String(i).padStart(5, '0')}:é`,
      pseudonym: `p${i % 7}`,
      tickets: 1 + (i % 4),
    }));

    const lines = entries.map((e) => `${e.entryId}\t${e.pseudonym}\t${e.tickets}\n`).join('');

    expect(lines.length).toBeGreaterThan(65_536);
    expect(entryListHash(entries)).toBe(sha256Hex(Buffer.from(lines, 'utf8')));
  });

  it('pseudonymises a player as the first 16 hex digits of hmac-sha256(seed, user id), different in every draw', () => {
    const expected = createHmac('sha256', Buffer.from(seed, 'hex')).update('alice').digest('hex').slice(0, 16);

    expect(entryPseudonym(seed, 'alice')).toBe(expected);
    expect(entryPseudonym('00'.repeat(32), 'alice')).not.toBe(expected);
  });

  it('derives block i of the stream as sha256(seed ‖ list hash ‖ beacon value ‖ uint32be(i))', () => {
    const inputs = { seed, entryListHash: sha256Hex('list'), beaconRandomness: randomness };
    const prefix = Buffer.from(inputs.seed + inputs.entryListHash + inputs.beaconRandomness, 'hex');

    const next = randomStream(inputs);
    const blocks = [next(), next(), next()];

    blocks.forEach((b, i) => {
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(i);
      expect(Buffer.from(b).toString('hex')).toBe(sha256Hex(Buffer.concat([prefix, counter])));
    });
  });
});

describe('the canonical list', () => {
  it('orders by UTF-16 code units, not by locale or code points', () => {
    // 'B' < 'a' < 'z' < 'é' in code units; U+1F600 is stored as D83D DE00, below U+FF61 as code units but above it as a code point.
    const ids = ['é', 'z', '\u{1F600}', 'a', 'B', '\uFF61'];

    const sorted = canonicalEntries(ids.map((entryId) => ({ entryId, pseudonym: 'p', tickets: 1 }))).map((e) => e.entryId);

    expect(sorted).toEqual(['B', 'a', 'z', 'é', '\u{1F600}', '\uFF61']);
  });

  it('refuses an entry id twice, whether the list is in order or not', () => {
    const e = (entryId: string) => ({ entryId, pseudonym: 'p', tickets: 1 });

    expect(() => canonicalEntries([e('a'), e('b'), e('a')])).toThrow('Entry a appears twice');
    expect(() => canonicalEntries([e('a'), e('a'), e('b')])).toThrow('Entry a appears twice');
  });

  it('leaves the given list as it was', () => {
    const entries = [
      { entryId: 'b', pseudonym: 'p', tickets: 1 },
      { entryId: 'a', pseudonym: 'p', tickets: 1 },
    ];

    canonicalEntries(entries);

    expect(entries.map((e) => e.entryId)).toEqual(['b', 'a']);
  });
});

describe('uniformBelow', () => {
  it('given n = 3, when the block is the one value at or above the largest multiple of 3, then it is rejected and the next block is used', () => {
    // 2^256 = 1 (mod 3), so the limit is 2^256 - 1 and the all-ones block would make 0 likelier than 1 and 2.
    const blocks = [block((1n << 256n) - 1n), block(5n)];
    let used = 0;

    const value = uniformBelow(() => blocks[used++]!, 3n);

    expect(value).toBe(2n);
    expect(used).toBe(2);
  });

  it('given n = 2^255 + 1, when blocks fall in the upper half, then they are rejected until one falls below the limit', () => {
    const n = (1n << 255n) + 1n;
    const blocks = [block((1n << 256n) - 1n), block(n), block(n - 1n)];
    let used = 0;

    const value = uniformBelow(() => blocks[used++]!, n);

    expect(value).toBe(n - 1n);
    expect(used).toBe(3);
  });

  it('accepts the last value below the limit and reduces it', () => {
    expect(uniformBelow(() => block((1n << 256n) - 2n), 3n)).toBe(2n);
    expect(uniformBelow(() => block(123n), 1n)).toBe(0n);
  });

  it('refuses an empty range', () => {
    expect(() => uniformBelow(() => block(0n), 0n)).toThrow('n must be positive');
  });
});

describe('the selection', () => {
  const weights = [1, 2, 3, 4];
  const entries = weights.map((tickets, i) => ({ entryId: `e${i}`, pseudonym: `p${i}`, tickets }));
  const draws = 20_000;
  // The chi-square value exceeded with probability 0.001 at 3 degrees of freedom.
  const criticalValue = 16.27;

  /** How often each entry wins one pick over `draws` draws, the beacon value being the only thing that changes. */
  function tally(pick: (inputs: DrawInputs) => number): number[] {
    const counts = weights.map(() => 0);
    const listHash = entryListHash(entries);
    for (let d = 0; d < draws; d++) counts[pick({ seed, entryListHash: listHash, beaconRandomness: sha256Hex(`round ${d}`) })]!++;
    return counts;
  }

  function chiSquare(counts: number[]): number {
    const total = weights.reduce((a, b) => a + b, 0);
    return counts.reduce((sum, observed, i) => {
      const expected = (draws * weights[i]!) / total;
      return sum + (observed - expected) ** 2 / expected;
    }, 0);
  }

  it('given weights 1, 2, 3 and 4, when drawn 20,000 times, then each entry wins in proportion to its tickets', () => {
    const counts = tally((inputs) => Number(selectWinners(entries, inputs, 1)[0]!.slice(1)));

    expect(chiSquare(counts)).toBeLessThan(criticalValue);
  });

  it('given selectors with known biases, when drawn the same way, then the same check fails them', () => {
    const ignoringWeights = tally((inputs) => Number(uniformBelow(randomStream(inputs), 4n)));
    // Off by one at the range boundaries (">=" for ">"): each entry takes the next one's first ticket, so the first entry
    // holds one ticket too many and the last one too few.
    const offByOne = tally((inputs) => {
      const ticket = Number(uniformBelow(randomStream(inputs), 10n));
      return [1, 3, 6, 10].findIndex((cumulative) => cumulative >= ticket);
    });

    expect(chiSquare(ignoringWeights)).toBeGreaterThan(criticalValue);
    expect(chiSquare(offByOne)).toBeGreaterThan(criticalValue);
  });

  it('given a player with most of the tickets, when the runners-up are drawn, then each player is picked once and the draw stops when none are left', () => {
    const heavy = entryPseudonym(seed, 'whale');
    const list = [
      ...Array.from({ length: 5 }, (_, i) => ({ entryId: `whale:${i}`, pseudonym: heavy, tickets: 1000 })),
      { entryId: 'minnow:1', pseudonym: entryPseudonym(seed, 'minnow-1'), tickets: 1 },
      { entryId: 'minnow:2', pseudonym: entryPseudonym(seed, 'minnow-2'), tickets: 1 },
    ];
    const byId = new Map(list.map((e) => [e.entryId, e.pseudonym]));

    const winners = selectWinners(list, { seed, entryListHash: entryListHash(list), beaconRandomness: randomness }, DRAW_PICKS);

    expect(winners).toHaveLength(3);
    expect(new Set(winners.map((id) => byId.get(id))).size).toBe(3);
  });

  it('gives the same order as the rule written the plain way (remove the picked player, rebuild, scan)', () => {
    for (let list = 0; list < 200; list++) {
      const size = 1 + (list % 40);
      const entries = Array.from({ length: size }, (_, i) => ({
        entryId: sha256Hex(`${list}:${i}`).slice(0, 8),
        pseudonym: `p${Number.parseInt(sha256Hex(`player ${list}:${i}`).slice(0, 4), 16) % (1 + (list % 9))}`,
        tickets: 1 + (Number.parseInt(sha256Hex(`tickets ${list}:${i}`).slice(0, 4), 16) % 50),
      }));
      const inputs = { seed, entryListHash: entryListHash(entries), beaconRandomness: sha256Hex(`beacon ${list}`) };

      expect(selectWinners(entries, inputs, DRAW_PICKS)).toEqual(referenceWinners(entries, inputs, DRAW_PICKS));
    }
  });

  it('refuses a weight that is not a positive whole number of tickets', () => {
    const inputs = { seed, entryListHash: sha256Hex('x'), beaconRandomness: randomness };

    for (const tickets of [0, -1, 1.5, Number.NaN]) {
      expect(() => selectWinners([{ entryId: 'a', pseudonym: 'p', tickets }], inputs, 1)).toThrow('Entry a has');
    }
  });
});
