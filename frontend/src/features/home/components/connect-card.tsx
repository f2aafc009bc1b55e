import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/Link';
import { FANTASY_PROVIDER } from '@fr/contracts/constants/routes';
import { texts } from '@fr/contracts/texts';
import { useNotify } from '../../../components/notifications/use-notify';

/**
 * The fantasy-provider connect card in its "Not connected" state (spec §2 state 3). Connecting needs consent
 * and configured provider credentials (spec §5).
 */
export function ConnectCard({ configured }: { configured: boolean }) {
  const [consent, setConsent] = useState(false);
  const [configurationMissing, setConfigurationMissing] = useState(false);
  const notify = useNotify();
  const { connect } = texts.home;

  const start = () => {
    if (!configured) {
      setConfigurationMissing(true);
      notify({ title: connect.configurationRequiredTitle, message: connect.configurationRequiredMessage, severity: 'warning' });
      return;
    }
    // The provider's own sign-in page starts the connection (spec §7, browser redirect).
    window.location.assign(`/api/auth/${FANTASY_PROVIDER}`);
  };

  return (
    <Card sx={{ height: '100%' }} data-testid="connect-card">
      <CardContent sx={{ p: 3 }}>
        <Stack spacing={2}>
          <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2">
              {connect.title}
            </Typography>
            <Chip size="small" label={connect.notConnected} variant="outlined" />
          </Stack>
          <FormControlLabel
            control={<Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)} />}
            label={<Typography variant="body2">{connect.consent}</Typography>}
            sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.25 } }}
          />
          <Button
            variant="contained"
            color="secondary"
            startIcon={<LinkIcon />}
            disabled={!consent}
            onClick={start}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            {connect.button}
          </Button>
          {configurationMissing && (
            <Alert severity="warning">
              <AlertTitle>{connect.configurationRequiredTitle}</AlertTitle>
              {connect.configurationRequiredMessage}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
