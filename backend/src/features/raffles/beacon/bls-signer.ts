import { bls12_381 } from '@noble/curves/bls12-381';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';
import { randomnessOf, roundMessage, type BeaconRound } from '@fr/contracts/beacon';

// Verifying is shared with verify-draw and the proof page; signing (the local beacon, tests) stays on the server.
export { BLS_G1_SCHEME, randomnessOf, verifyRound } from '@fr/contracts/beacon';

const { shortSignatures } = bls12_381;

export const generateSecretKey = () => bytesToHex(bls12_381.utils.randomSecretKey());

export const publicKeyOf = (secretKeyHex: string) => shortSignatures.getPublicKey(hexToBytes(secretKeyHex)).toHex(true);

export function signRound(secretKeyHex: string, round: number): BeaconRound {
  const signature = shortSignatures.Signature.toHex(shortSignatures.sign(roundMessage(round), hexToBytes(secretKeyHex)));
  return { round, randomness: randomnessOf(signature), signature };
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
