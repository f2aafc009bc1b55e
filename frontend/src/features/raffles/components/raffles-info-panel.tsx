import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import GavelIcon from '@mui/icons-material/Gavel';
import Skeleton from '@mui/material/Skeleton';
import { RAFFLES_POLL_MS, rafflesTexts, type RafflesResponse } from '@fr/contracts/raffles';
import { useGetDrawRunsQuery } from '../../../api/raffles';
import { formatDrawTime } from '../../../lib/format';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { usePageVisible } from '../../../hooks/use-page-visible';
import { useViewMode } from '../../../components/view-mode/view-mode-context';
import { BulletList } from '../../../components/bullet-list';
import { SectionCard } from '../../../components/section-card';

/** What the last draw runs say: operational with the last draw's time, or each late draw by name and close. */
function DrawRunsStatus() {
  const t = rafflesTexts.raffles.infoPanel;
  const zone = useTimeZone();
  const visible = usePageVisible();
  const runs = useGetDrawRunsQuery(undefined, { pollingInterval: visible ? RAFFLES_POLL_MS : 0 });
  if (!runs.data) {
    return runs.isError ? <Alert severity="warning">{t.statusUnknown}</Alert> : <Skeleton width={200} />;
  }
  const late = runs.data.runs.filter((run) => run.late);
  if (late.length > 0) {
    return (
      <Alert severity="error">
        <Typography sx={{ fontWeight: 700 }}>{t.statusLate(late.length)}</Typography>
        {late.map((run) => (
          <Typography key={run.drawId} variant="body2">
            {t.statusLateDraw(run.raffleName, formatDrawTime(run.closesAt, zone))}
          </Typography>
        ))}
      </Alert>
    );
  }
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CheckCircleIcon fontSize="small" color="success" aria-hidden />
        <Typography>{t.statusOperational}</Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {runs.data.lastDrawnAt ? t.statusLastDraw(formatDrawTime(runs.data.lastDrawnAt, zone)) : t.statusNoDrawsYet}
      </Typography>
    </>
  );
}

/** The info panel under the cards (spec §2): compliance, rules, the important notice and the draws' system status. */
export function RafflesInfoPanel({ beacon }: { beacon: RafflesResponse['beacon'] }) {
  const t = rafflesTexts.raffles.infoPanel;
  const mobile = useViewMode() === 'mobile';
  const half = mobile ? 12 : { xs: 12, md: 6 };
  return (
    <Grid container spacing={2} data-testid="raffles-info-panel">
      <Grid size={half}>
        <SectionCard fill title={t.complianceTitle}>
          <BulletList items={t.compliance} icon={<CheckCircleIcon fontSize="small" color="primary" />} />
        </SectionCard>
      </Grid>
      <Grid size={half}>
        <SectionCard fill title={t.rulesTitle}>
          <BulletList items={t.rules} icon={<GavelIcon fontSize="small" color="secondary" />} />
        </SectionCard>
      </Grid>
      <Grid size={half}>
        <SectionCard fill title={t.noticeTitle}>
          <Alert severity="info" variant="outlined">
            {t.notice}
          </Alert>
        </SectionCard>
      </Grid>
      <Grid size={half}>
        <SectionCard fill title={t.statusTitle}>
          <Stack spacing={1} data-testid="raffles-system-status">
            <DrawRunsStatus />
            <Typography variant="body2" color="text.secondary">
              {t.beacon(beacon.name)}
            </Typography>
          </Stack>
        </SectionCard>
      </Grid>
    </Grid>
  );
}
