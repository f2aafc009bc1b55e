import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import GavelIcon from '@mui/icons-material/Gavel';
import { rafflesTexts, type RafflesResponse } from '@fr/contracts/raffles';
import { useViewMode } from '../../../components/view-mode/view-mode-context';
import { BulletList } from '../../../components/bullet-list';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent sx={{ p: 2.5 }}>
        <Typography variant="h6" component="h2" id={id} gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
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
        <Section id="raffles-compliance" title={t.complianceTitle}>
          <BulletList items={t.compliance} icon={<CheckCircleIcon fontSize="small" color="primary" />} />
        </Section>
      </Grid>
      <Grid size={half}>
        <Section id="raffles-rules" title={t.rulesTitle}>
          <BulletList items={t.rules} icon={<GavelIcon fontSize="small" color="secondary" />} />
        </Section>
      </Grid>
      <Grid size={half}>
        <Section id="raffles-notice" title={t.noticeTitle}>
          <Alert severity="info" variant="outlined">
            {t.notice}
          </Alert>
        </Section>
      </Grid>
      <Grid size={half}>
        <Section id="raffles-status" title={t.statusTitle}>
          <Stack spacing={1} data-testid="raffles-system-status">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CheckCircleIcon fontSize="small" color="success" aria-hidden />
              <Typography>{t.statusOperational}</Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t.beacon(beacon.name)}
            </Typography>
          </Stack>
        </Section>
      </Grid>
    </Grid>
  );
}
