import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';

/**
 * The draw algorithm, one implementation for the server, the proof page in the browser and `npm run verify-draw`
 * (pure: @noble/hashes, no Node or browser crypto). See docs/decisions/0008.
 */
export interface ProofEntry {
  entryId: string;
  pseudonym: string;
  /** The entry's weight (a positive integer): every ticket has the same chance. */
  tickets: number;
}

export interface DrawInputs {
  seed: string;
  entryListHash: string;
  beaconRandomness: string;
}

/** The winner plus five runners-up, for re-picks when a winner does not claim in time. */
export const DRAW_PICKS = 6;

const byEntryId = (a: ProofEntry, b: ProofEntry) => (a.entryId < b.entryId ? -1 : a.entryId > b.entryId ? 1 : 0);

/** The first index whose entry id is not strictly above the previous one, or -1 when the list is canonical. */
function firstOutOfOrder(entries: readonly ProofEntry[]): number {
  for (let i = 1; i < entries.length; i++) if (!(entries[i - 1]!.entryId < entries[i]!.entryId)) return i;
  return -1;
}

/** The list in its canonical order (by entry id, in UTF-16 code units); an entry id twice is a corrupt list. */
export function canonicalEntries(entries: readonly ProofEntry[]): ProofEntry[] {
  // Lists often arrive in order (a published proof, a list hashed just before): one pass proves it and spares the sort.
  if (firstOutOfOrder(entries) === -1) return [...entries];
  const sorted = [...entries].sort(byEntryId);
  const duplicate = firstOutOfOrder(sorted);
  if (duplicate !== -1) throw new Error(`Entry ${sorted[duplicate]!.entryId} appears twice`);
  return sorted;
}

/** sha256 over one line per entry, `entryId<TAB>pseudonym<TAB>tickets<LF>`, in canonical order. */
export function entryListHash(entries: readonly ProofEntry[]): string {
  const hash = sha256.create();
  // Lines are encoded and hashed in chunks of about 64 KiB: one update per line costs three times as much.
  let chunk = '';
  for (const e of canonicalEntries(entries)) {
    chunk += `${e.entryId}\t${e.pseudonym}\t${e.tickets}\n`;
    if (chunk.length >= 65_536) {
      hash.update(utf8ToBytes(chunk));
      chunk = '';
    }
  }
  hash.update(utf8ToBytes(chunk));
  return bytesToHex(hash.digest());
}

export const seedCommitment = (seedHex: string) => bytesToHex(sha256(hexToBytes(seedHex)));

/** A player's name in one draw's public list: unlinkable across draws, and only the seed's holder can compute it. */
export const entryPseudonym = (seedHex: string, userId: string) =>
  bytesToHex(hmac(sha256, hexToBytes(seedHex), utf8ToBytes(userId))).slice(0, 16);

/**
 * An entry's name in one draw's public list, in place of its own id (`ticket:{teamId}:…`, `free:{userId}`), which names
 * a team or a player: like the pseudonym, unlinkable across draws and computed only by the seed's holder. 128 bits, so
 * two entries of one list do not meet (a list with an id twice is refused); `entry:` keeps it apart from the pseudonym.
 */
export const publicEntryId = (seedHex: string, entryId: string) =>
  bytesToHex(hmac(sha256, hexToBytes(seedHex), utf8ToBytes(`entry:${entryId}`))).slice(0, 32);

/** Blocks of 32 bytes: sha256(seed ‖ entryListHash ‖ beaconRandomness ‖ uint32be(i)) for i = 0, 1, 2... */
export function randomStream(inputs: DrawInputs): () => Uint8Array {
  const prefix = concatBytes(hexToBytes(inputs.seed), hexToBytes(inputs.entryListHash), hexToBytes(inputs.beaconRandomness));
  let counter = 0;
  return () => {
    const index = new Uint8Array(4);
    new DataView(index.buffer).setUint32(0, counter++);
    return sha256(concatBytes(prefix, index));
  };
}

const TWO_256 = 1n << 256n;

/**
 * A uniform integer in [0, n): a 256-bit block below the largest multiple of n is reduced, any other is rejected and
 * the next block is used, so no value is likelier than another (no modulo bias).
 */
export function uniformBelow(next: () => Uint8Array, n: bigint): bigint {
  if (n <= 0n) throw new Error('n must be positive');
  const limit = (TWO_256 / n) * n;
  for (;;) {
    const value = BigInt(`0x${bytesToHex(next())}`);
    if (value < limit) return value % n;
  }
}

/** The first index whose cumulative weight exceeds the ticket (binary search over a non-decreasing array). */
function entryHolding(cumulative: Float64Array, ticket: number): number {
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cumulative[mid]! > ticket) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The winner order: each pick is weighted by tickets among the entries of players not picked yet (one prize per
 * player per draw). Entry ids in order, at most `picks`, fewer when fewer players entered.
 */
export function selectWinners(entries: readonly ProofEntry[], inputs: DrawInputs, picks: number): string[] {
  const list = canonicalEntries(entries);
  const weights = new Float64Array(list.length);
  // Flat copies, so the passes below do not chase a million entry objects scattered by the sort.
  const players = new Array<string>(list.length);
  let total = 0;
  for (let i = 0; i < list.length; i++) {
    const { tickets, entryId, pseudonym } = list[i]!;
    if (!Number.isSafeInteger(tickets) || tickets <= 0) throw new Error(`Entry ${entryId} has ${tickets} tickets`);
    weights[i] = tickets;
    players[i] = pseudonym;
    total += tickets;
  }
  // Sums stay exact in a double only up to 2^53.
  if (!Number.isSafeInteger(total)) throw new Error('Too many tickets to draw exactly');
  const next = randomStream(inputs);
  const cumulative = new Float64Array(list.length);
  const winners: string[] = [];
  let picked: ProofEntry | undefined;
  while (winners.length < picks) {
    // The previous pick's player leaves (done here, so the last pick costs no pass): their entries keep their place
    // with weight 0, so they hold no ticket and every other entry keeps the ticket range it has without them.
    if (picked) for (let i = 0; i < players.length; i++) if (players[i] === picked.pseudonym) weights[i] = 0;
    let sum = 0;
    for (let i = 0; i < weights.length; i++) cumulative[i] = sum += weights[i]!;
    if (sum === 0) break;
    picked = list[entryHolding(cumulative, Number(uniformBelow(next, BigInt(sum))))]!;
    winners.push(picked.entryId);
  }
  return winners;
}

export interface PublicDrawProof {
  seedCommitment: string;
  seed: string | null;
  entryListHash: string | null;
  entries: ProofEntry[];
  beaconRandomness: string | null;
  picks: number;
  winners: string[];
}

export interface ProofCheck {
  commitmentMatches: boolean;
  entryListMatches: boolean;
  recomputed: string[];
  winnersMatch: boolean;
}

/** Re-computes a published draw from its public parts alone; before the result (no seed or beacon value) nothing matches. */
export function verifyDrawProof(proof: PublicDrawProof): ProofCheck {
  if (!proof.seed || !proof.beaconRandomness || !proof.entryListHash) {
    return { commitmentMatches: false, entryListMatches: false, recomputed: [], winnersMatch: false };
  }
  const entries = canonicalEntries(proof.entries);
  const commitmentMatches = seedCommitment(proof.seed) === proof.seedCommitment;
  const entryListMatches = entryListHash(entries) === proof.entryListHash;
  const recomputed = selectWinners(
    entries,
    { seed: proof.seed, entryListHash: proof.entryListHash, beaconRandomness: proof.beaconRandomness },
    proof.picks,
  );
  const winnersMatch =
    commitmentMatches &&
    entryListMatches &&
    recomputed.length === proof.winners.length &&
    recomputed.every((id, i) => id === proof.winners[i]);
  return { commitmentMatches, entryListMatches, recomputed, winnersMatch };
}
