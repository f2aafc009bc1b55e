import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { rafflesTexts, type DrawProofResponse, type ProofCheck } from '@fr/contracts/raffles';
import { proofVerdict, type ProofVerdict } from './proof-verdict';

/** Re-computes after the page has painted, so a long entry list never holds the proof itself from view. */
function useVerdict(proof: DrawProofResponse): ProofVerdict | null {
  const [verdict, setVerdict] = useState<{ for: DrawProofResponse; verdict: ProofVerdict } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setVerdict({ for: proof, verdict: proofVerdict(proof) }));
    return () => clearTimeout(timer);
  }, [proof]);
  return verdict?.for === proof ? verdict.verdict : null;
}

/** The three checks; the last compares the re-computed winner order alone, the other two say why it may differ. */
function Checks({ check, published }: { check: ProofCheck; published: readonly string[] }) {
  const t = rafflesTexts.proof;
  const orderMatches = check.recomputed.length === published.length && check.recomputed.every((id, i) => id === published[i]);
  const rows = [
    { label: t.commitmentCheck, passed: check.commitmentMatches },
    { label: t.entryListCheck, passed: check.entryListMatches },
    { label: t.winnerCheck, passed: orderMatches },
  ];
  return (
    <List dense disablePadding data-testid="proof-checks">
      {rows.map((row) => (
        <ListItem key={row.label} disableGutters data-testid="proof-check" data-passed={row.passed}>
          <ListItemIcon sx={{ minWidth: 32 }}>
            {row.passed ? (
              <CheckCircleIcon fontSize="small" color="success" titleAccess={t.checkPassed} />
            ) : (
              <CancelIcon fontSize="small" color="error" titleAccess={t.checkFailed} />
            )}
          </ListItemIcon>
          <ListItemText primary={row.label} />
        </ListItem>
      ))}
    </List>
  );
}

/** The browser's own verdict on the draw (issue 10): matches, mismatch, not drawn yet, or no entries. */
export function ProofVerdictPanel({ proof }: { proof: DrawProofResponse }) {
  const t = rafflesTexts.proof;
  const verdict = useVerdict(proof);
  if (!verdict) {
    return (
      <Alert severity="info" data-testid="proof-verdict" data-state="recomputing">
        {t.recomputing}
      </Alert>
    );
  }
  switch (verdict.state) {
    case 'pending':
      return (
        <Alert severity="info" data-testid="proof-verdict" data-state="pending">
          {t.pending}
        </Alert>
      );
    case 'no_entries':
      return (
        <Alert severity="info" data-testid="proof-verdict" data-state="no_entries">
          {t.noEntries}
        </Alert>
      );
    case 'matches':
    case 'mismatch':
      return (
        <Stack spacing={1}>
          <Alert severity={verdict.state === 'matches' ? 'success' : 'error'} data-testid="proof-verdict" data-state={verdict.state}>
            {verdict.state === 'matches' ? t.matches : t.mismatch}
          </Alert>
          <Checks check={verdict.check} published={proof.winners} />
        </Stack>
      );
  }
}
