import type { DrawProofResponse } from '@fr/contracts/raffles';

/**
 * What the browser makes of a draw's beacon round: not published yet; signed by drand quicknet (the key built into
 * the page, not the one the proof names); signed, but by the local demo beacon or by a key that is no trusted chain's;
 * a signature that does not verify; or a scheme the page cannot check.
 */
export type BeaconVerdict =
  | { state: 'pending' }
  | { state: 'verified' }
  | { state: 'local' }
  | { state: 'untrusted' }
  | { state: 'invalid' }
  | { state: 'unsupported'; scheme: string };

/**
 * Checks the round's BLS signature with the same code as `npm run verify-draw`. The curve code is loaded here, on
 * demand: it is the largest part of the check, and only the proof page needs it.
 */
export async function beaconVerdict(proof: DrawProofResponse): Promise<BeaconVerdict> {
  const { beaconRandomness: randomness, beaconSignature: signature, beaconRound: round, beacon } = proof;
  if (randomness === null || signature === null) return { state: 'pending' };
  const { BLS_G1_SCHEME, beaconTrust, verifyRound } = await import('@fr/contracts/beacon');
  if (beacon.scheme !== BLS_G1_SCHEME) return { state: 'unsupported', scheme: beacon.scheme };
  if (!verifyRound(beacon.publicKey, { round, randomness, signature })) return { state: 'invalid' };
  switch (beaconTrust(beacon)) {
    case 'pinned':
      return { state: 'verified' };
    case 'local':
      return { state: 'local' };
    case 'mismatch':
    case 'unknown_chain':
      return { state: 'untrusted' };
  }
}
