import { useEffect, useState } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import { rafflesTexts, type DrawProofResponse } from '@fr/contracts/raffles';
import { beaconVerdict, type BeaconVerdict } from './beacon-verdict';

function useBeaconVerdict(proof: DrawProofResponse): BeaconVerdict | null {
  const [verdict, setVerdict] = useState<{ for: DrawProofResponse; verdict: BeaconVerdict } | null>(null);
  useEffect(() => {
    let current = true;
    void beaconVerdict(proof).then((found) => {
      if (current) setVerdict({ for: proof, verdict: found });
    });
    return () => {
      current = false;
    };
  }, [proof]);
  return verdict?.for === proof ? verdict.verdict : null;
}

const severities: Record<Exclude<BeaconVerdict['state'], 'pending'>, AlertColor> = {
  verified: 'success',
  local: 'warning',
  untrusted: 'error',
  invalid: 'error',
  unsupported: 'warning',
};

/** The browser's own check of the beacon round's signature, in words; nothing before the round is published. */
export function BeaconCheck({ proof }: { proof: DrawProofResponse }) {
  const t = rafflesTexts.proof.beaconCheck;
  const verdict = useBeaconVerdict(proof);
  if (!verdict) {
    return (
      <Alert severity="info" data-testid="beacon-check" data-state="checking">
        {t.checking}
      </Alert>
    );
  }
  if (verdict.state === 'pending') return null;
  return (
    <Alert severity={severities[verdict.state]} data-testid="beacon-check" data-state={verdict.state}>
      {verdict.state === 'unsupported' ? t.unsupported(verdict.scheme) : t[verdict.state]}
    </Alert>
  );
}
