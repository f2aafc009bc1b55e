import { bls12_381 } from '@noble/curves/bls12-381';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';
import type { BeaconRound } from './beacon';

/**
 * drand's `bls-unchained-g1-rfc9380` scheme (the one quicknet uses): the message of round r is sha256(uint64be(r)),
 * hashed to G1 with the RFC 9380 suite below; the signature is on G1 (48 bytes), the public key on G2 (96 bytes), and
 * the round's randomness is sha256(signature). Unchained: a round's signature does not depend on the previous one.
 */
export const BLS_G1_SCHEME = 'bls-unchained-g1-rfc9380';
export const BLS_G1_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';

const { shortSignatures } = bls12_381;

function roundMessage(round: number) {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return shortSignatures.hash(sha256(bytes), BLS_G1_DST);
}

export const randomnessOf = (signatureHex: string) => bytesToHex(sha256(hexToBytes(signatureHex)));

export const generateSecretKey = () => bytesToHex(bls12_381.utils.randomSecretKey());

export const publicKeyOf = (secretKeyHex: string) => shortSignatures.getPublicKey(hexToBytes(secretKeyHex)).toHex(true);

export function signRound(secretKeyHex: string, round: number): BeaconRound {
  const signature = shortSignatures.Signature.toHex(shortSignatures.sign(roundMessage(round), hexToBytes(secretKeyHex)));
  return { round, randomness: randomnessOf(signature), signature };
}

/** Whether the round's signature is the key's signature of that round and its randomness is the signature's hash. */
export function verifyRound(publicKeyHex: string, beacon: BeaconRound): boolean {
  if (!Number.isSafeInteger(beacon.round) || beacon.round < 1) return false;
  try {
    if (randomnessOf(beacon.signature) !== beacon.randomness.toLowerCase()) return false;
    return shortSignatures.verify(beacon.signature, roundMessage(beacon.round), publicKeyHex);
  } catch {
    // Bytes that are not hex or not a point on the curve: noble throws where a forged signature simply fails.
    return false;
  }
}

/** The fields of a drand chain's `/info` that its hash covers. */
export interface ChainParams {
  period: number;
  genesisTime: number;
  publicKey: string;
  groupHash: string;
  beaconId: string;
}

/**
 * drand's chain hash: sha256(uint32be(period) ‖ int64be(genesis) ‖ public key ‖ group hash ‖ beacon id), the beacon
 * id left out for the historical "default" chain. Quicknet's own parameters give its published hash (unit test).
 */
export function chainHashOf(chain: ChainParams): string {
  const timing = new Uint8Array(12);
  const view = new DataView(timing.buffer);
  view.setUint32(0, chain.period);
  view.setBigInt64(4, BigInt(chain.genesisTime));
  const id = chain.beaconId === 'default' ? new Uint8Array(0) : utf8ToBytes(chain.beaconId);
  return bytesToHex(sha256(concatBytes(timing, hexToBytes(chain.publicKey), hexToBytes(chain.groupHash), id)));
}
