import { verifyDrawProof, type DrawProofResponse, type ProofCheck } from '@fr/contracts/raffles';

export type ProofVerdict =
  { state: 'pending' } | { state: 'no_entries' } | { state: 'matches'; check: ProofCheck } | { state: 'mismatch'; check: ProofCheck };

const failed: ProofCheck = { commitmentMatches: false, entryListMatches: false, recomputed: [], winnersMatch: false };

/**
 * What the browser makes of a published draw: not drawn yet, closed with no entries, or re-computed with the shared
 * algorithm and compared with the published winner order. A proof too broken to re-compute (a malformed seed, an entry
 * listed twice) is a mismatch, not a crash.
 */
export function proofVerdict(proof: DrawProofResponse): ProofVerdict {
  if (proof.status === 'no_entries') return { state: 'no_entries' };
  if (proof.status !== 'drawn') return { state: 'pending' };
  let check: ProofCheck;
  try {
    check = verifyDrawProof(proof);
  } catch {
    check = failed;
  }
  return check.winnersMatch ? { state: 'matches', check } : { state: 'mismatch', check };
}
