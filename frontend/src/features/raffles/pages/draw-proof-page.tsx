import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { rafflesTexts, type DrawProofResponse } from '@fr/contracts/raffles';
import { clientRoutes } from '@fr/contracts/shell';
import { ErrorState } from '../../../components/error-state';
import { FactRow } from '../../../components/fact-row';
import { LoadingState } from '../../../components/loading-state';
import { useViewMode } from '../../../components/view-mode/view-mode-context';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useGetDrawProofQuery } from '../../../api/raffles';
import { BeaconCheck } from '../components/proof/beacon-check';
import { ProofEntriesTable } from '../components/proof/proof-entries-table';
import { ProofValues, WinnerOrder } from '../components/proof/proof-details';
import { ProofVerdictPanel } from '../components/proof/proof-verdict-panel';
import { formatDrawTime, formatNumber } from '../../../lib/format';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';

function BackToRaffles() {
  return (
    <Button component={RouterLink} to={clientRoutes.raffles} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      {rafflesTexts.rules.back}
    </Button>
  );
}

function Proof({ proof }: { proof: DrawProofResponse }) {
  const t = rafflesTexts.proof;
  const mobile = useViewMode() === 'mobile';
  const zone = useTimeZone();
  const half = mobile ? 12 : { xs: 12, md: 6 };
  return (
    <Stack spacing={3}>
      <PageHeader overline={t.title} title={proof.raffleName} />
      <Stack spacing={1} sx={{ maxWidth: 560 }}>
        <FactRow label={t.draw} value={proof.drawId} />
        <FactRow label={t.closesAt} value={formatDrawTime(proof.closesAt, zone)} />
        {proof.drawnAt && <FactRow label={t.drawnAt} value={formatDrawTime(proof.drawnAt, zone)} />}
      </Stack>
      <ProofVerdictPanel proof={proof} />
      <BeaconCheck proof={proof} />
      <Grid container spacing={2}>
        <Grid size={half}>
          <SectionCard title={t.values}>
            <ProofValues proof={proof} />
          </SectionCard>
        </Grid>
        <Grid size={half}>
          <SectionCard title={t.winners}>
            <WinnerOrder proof={proof} />
          </SectionCard>
        </Grid>
      </Grid>
      <SectionCard title={`${t.entries} (${formatNumber(proof.entries.length)})`}>
        <Stack spacing={1}>
          <FactRow label={t.totalTickets} value={formatNumber(proof.totalTickets)} />
          <ProofEntriesTable key={proof.drawId} proof={proof} />
        </Stack>
      </SectionCard>
      <Typography variant="body2" color="text.secondary">
        {t.cli}{' '}
        <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace' }}>
          {proof.drawId}
        </Typography>
      </Typography>
    </Stack>
  );
}

/** A draw's public proof (issue 10), re-computed in the browser; public, and loaded only when opened. */
export function DrawProofPage() {
  const { drawId = '' } = useParams();
  const proof = useGetDrawProofQuery(drawId);
  const body = () => {
    if (proof.isLoading) return <LoadingState />;
    if (proof.data) return <Proof proof={proof.data} />;
    if (isApiError(proof.error) && proof.error.status === 404) return <Alert severity="warning">{rafflesTexts.proof.notFound}</Alert>;
    return <ErrorState message={errorMessage(proof.error)} onRetry={() => void proof.refetch()} />;
  };
  return (
    <Stack spacing={2}>
      <BackToRaffles />
      {body()}
    </Stack>
  );
}
