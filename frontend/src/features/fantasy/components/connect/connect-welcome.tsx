import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { clientRoutes } from '@fr/contracts/shell';
import { fantasyTexts } from '@fr/contracts/fantasy';

/** State 1, teams synced: a greeting and the way to the dashboard (spec §2). */
export function ConnectWelcome() {
  const t = fantasyTexts.connectCard;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="p" color="primary" sx={{ fontWeight: 800 }}>
        {t.welcomeBackTitle}
      </Typography>
      <Typography color="text.secondary">{t.welcomeBackText}</Typography>
      <Button
        component={RouterLink}
        to={clientRoutes.dashboard}
        variant="contained"
        startIcon={<DashboardIcon />}
        data-testid="go-to-dashboard"
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {t.goToDashboard}
      </Button>
    </Stack>
  );
}
