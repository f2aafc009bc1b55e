import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import SensorsIcon from '@mui/icons-material/Sensors';
import { fantasyTexts } from '@fr/contracts/fantasy';

function Widget({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {icon}
          <Stack spacing={0.25} sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {title}
            </Typography>
            {children}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The small widgets of spec §2: the active tickets count and the live tracking notice. */
export function DashboardWidgets({ activeTickets }: { activeTickets: number | undefined }) {
  const t = fantasyTexts.dashboard;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Widget icon={<ConfirmationNumberIcon color="secondary" sx={{ fontSize: 40 }} />} title={t.activeTickets}>
          <Typography variant="h4" component="p" data-testid="active-tickets-count">
            {activeTickets ?? '–'}
          </Typography>
        </Widget>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Widget icon={<SensorsIcon color="primary" sx={{ fontSize: 40 }} />} title={t.trackingActive}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip
              size="small"
              color="error"
              label={t.live}
              icon={
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    width: 8,
                    height: 8,
                    borderRadius: '50%',
                    bgcolor: 'common.white',
                    animation: 'live-pulse 1.6s ease-in-out infinite',
                    '@keyframes live-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.3 } },
                  }}
                />
              }
              sx={{ fontWeight: 700 }}
            />
            <Typography variant="body2">{t.updatesEvery}</Typography>
          </Stack>
        </Widget>
      </Grid>
    </Grid>
  );
}
