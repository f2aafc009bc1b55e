import { bls12_381 } from '@noble/curves/bls12-381';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';

/**
 * Checking a draw's beacon round, one implementation for the server, `npm run verify-draw` and the proof page (pure:
 * @noble, no Node or browser crypto). Its own entry point (`@fr/contracts/beacon`), not part of `raffles`: the curve
 * code is large, and the client loads it on the proof page only.
 */

/** drand's quicknet (League of Entropy mainnet, a round every 3 s); the same values as drand-client's QUICKNET_CHAIN_INFO. */
export const QUICKNET = {
  url: 'https://api.drand.sh',
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  scheme: 'bls-unchained-g1-rfc9380',
  genesisTime: 1692803367,
  period: 3,
} as const;

/**
 * drand's `bls-unchained-g1-rfc9380` scheme (the one quicknet uses): the message of round r is sha256(uint64be(r)),
 * hashed to G1 with the RFC 9380 suite below; the signature is on G1 (48 bytes), the public key on G2 (96 bytes), and
 * the round's randomness is sha256(signature). Unchained: a round's signature does not depend on the previous one.
 */
export const BLS_G1_SCHEME = 'bls-unchained-g1-rfc9380';
export const BLS_G1_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';

/** One emitted round; all hex. */
export interface BeaconRound {
  round: number;
  randomness: string;
  signature: string;
}

export function roundMessage(round: number) {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return bls12_381.shortSignatures.hash(sha256(bytes), BLS_G1_DST);
}

export const randomnessOf = (signatureHex: string) => bytesToHex(sha256(hexToBytes(signatureHex)));

/** Whether the round's signature is the key's signature of that round and its randomness is the signature's hash. */
export function verifyRound(publicKeyHex: string, beacon: BeaconRound): boolean {
  if (!Number.isSafeInteger(beacon.round) || beacon.round < 1) return false;
  try {
    if (randomnessOf(beacon.signature) !== beacon.randomness.toLowerCase()) return false;
    return bls12_381.shortSignatures.verify(beacon.signature, roundMessage(beacon.round), publicKeyHex);
  } catch {
    // Bytes that are not hex or not a point on the curve: noble throws where a forged signature simply fails.
    return false;
  }
}

/** A chain trusted independently of the proof: quicknet, or one the verifier names (its timing when known). */
export interface PinnedChain {
  chainHash: string;
  publicKey: string;
  genesisTime?: number;
  period?: number;
}

/**
 * What a proof's beacon is worth. A signature checked against the key the proof itself names only shows the proof is
 * consistent: whoever forged it chose the key. So the chain hash and the key must both be a pinned chain's:
 * - `pinned`: they are; the signature then proves the round came from that chain;
 * - `mismatch`: a pinned chain's hash (or key) with another key (or hash), or other timing: a forgery borrowing the
 *   chain's name; other timing would move the round fixed for the close onto one already known before it;
 * - `unknown_chain`: a drand chain nobody pinned;
 * - `local`: the local demo beacon, whose key the system's operator holds: not publicly verifiable.
 */
export type BeaconTrust = 'pinned' | 'mismatch' | 'unknown_chain' | 'local';

export function beaconTrust(
  beacon: { kind: 'drand' | 'local'; chainHash: string; publicKey: string; genesisTime: number; period: number },
  pinned: readonly PinnedChain[] = [QUICKNET],
): BeaconTrust {
  if (beacon.kind === 'local') return 'local';
  const sameHex = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const matches = (p: PinnedChain) =>
    sameHex(p.chainHash, beacon.chainHash) &&
    sameHex(p.publicKey, beacon.publicKey) &&
    (p.genesisTime === undefined || p.genesisTime === beacon.genesisTime) &&
    (p.period === undefined || p.period === beacon.period);
  if (pinned.some(matches)) return 'pinned';
  const named = pinned.some((p) => sameHex(p.chainHash, beacon.chainHash) || sameHex(p.publicKey, beacon.publicKey));
  return named ? 'mismatch' : 'unknown_chain';
}
