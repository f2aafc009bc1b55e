import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { rafflesTexts, type DrawProofResponse } from '@fr/contracts/raffles';

/** One published value: its label, then the value in full (hashes wrap rather than overflow on phones). */
function Value({ label, value, fallback, testId }: { label: string; value: string | null; fallback?: string; testId: string }) {
  return (
    <div>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        data-testid={testId}
        sx={value ? { fontFamily: 'monospace', wordBreak: 'break-all' } : { fontStyle: 'italic' }}
        color={value ? 'text.primary' : 'text.secondary'}
      >
        {value ?? fallback}
      </Typography>
    </div>
  );
}

/** Commitment, seed, entry-list hash and the randomness beacon: everything the re-computation takes. */
export function ProofValues({ proof }: { proof: DrawProofResponse }) {
  const t = rafflesTexts.proof;
  const { beacon } = proof;
  return (
    <Stack spacing={2}>
      <Value label={t.commitment} value={proof.seedCommitment} testId="proof-commitment" />
      <Value label={t.seed} value={proof.seed} fallback={t.notRevealed} testId="proof-seed" />
      <Value label={t.entryListHash} value={proof.entryListHash} fallback={t.notPublished} testId="proof-entry-list-hash" />
      <div>
        <Typography variant="body2" color="text.secondary">
          {t.beacon}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {beacon.url ? (
            <Link href={beacon.url} target="_blank" rel="noopener noreferrer" data-testid="proof-beacon-name">
              {beacon.name}
            </Link>
          ) : (
            <Typography data-testid="proof-beacon-name">{beacon.name}</Typography>
          )}
          <Chip size="small" variant="outlined" label={t.beaconKinds[beacon.kind]} data-testid="proof-beacon-kind" />
        </Stack>
      </div>
      {beacon.kind === 'local' && (
        <Alert severity="warning" data-testid="proof-local-beacon">
          {t.localBeaconWarning}
        </Alert>
      )}
      <Value label={t.beaconRound} value={String(proof.beaconRound)} testId="proof-beacon-round" />
      <Value label={t.beaconValue} value={proof.beaconRandomness} fallback={t.notRevealed} testId="proof-beacon-value" />
    </Stack>
  );
}

/** The published winner order: the winner, then the runners-up a re-pick would go to, with who holds the prize now. */
export function WinnerOrder({ proof }: { proof: DrawProofResponse }) {
  const t = rafflesTexts.proof;
  const pseudonyms = new Map(proof.entries.map((entry) => [entry.entryId, entry.pseudonym]));
  return (
    <List dense disablePadding component="ol" data-testid="proof-winners">
      {proof.winners.map((entryId, pick) => {
        const pseudonym = pseudonyms.get(entryId) ?? null;
        return (
          <ListItem key={entryId} disableGutters data-testid="proof-winner">
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700 }}>{pick === 0 ? t.winner : t.runnerUp(pick)}</Typography>
                  {proof.currentPick === pick && <Chip size="small" color="secondary" label={t.prizeHolder} />}
                  {pseudonym !== null && pseudonym === proof.yourPseudonym && <Chip size="small" color="primary" label={t.you} />}
                </Stack>
              }
              secondary={pseudonym ? `${entryId} · ${pseudonym}` : entryId}
              slotProps={{ secondary: { sx: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
