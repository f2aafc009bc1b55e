import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/Link';
import { useNotify } from '../../../../components/notifications/use-notify';
import { usePageSources } from '../../../../components/page-sources';
import { fantasyTexts } from '@fr/contracts/fantasy';
import { homeTexts } from '@fr/contracts/home';

interface Props {
  authenticated: boolean;
  configured: boolean;
  starting: boolean;
  onStart: () => void;
}

/** State 3, not connected: consent, then connect (spec §5: consent first, then configured credentials). */
export function ConnectPrompt({ authenticated, configured, starting, onStart }: Props) {
  const [consent, setConsent] = useState(false);
  const [configurationMissing, setConfigurationMissing] = useState(false);
  const notify = useNotify();
  const openAuthModal = usePageSources().useOpenAuthModal();
  const { connect } = homeTexts.home;
  const t = fantasyTexts.connectCard;

  const start = () => {
    if (!consent) {
      notify({ title: t.consentRequiredTitle, message: t.consentRequiredMessage, severity: 'warning' });
      return;
    }
    if (!configured) {
      setConfigurationMissing(true);
      notify({ title: connect.configurationRequiredTitle, message: connect.configurationRequiredMessage, severity: 'warning' });
      return;
    }
    // Connecting attaches the fantasy account to a player, so a visitor signs in first.
    if (!authenticated) {
      openAuthModal('signin');
      return;
    }
    onStart();
  };

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Checkbox
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            // MUI's slot prop types leave out data attributes, which the DOM input accepts.
            slotProps={{ input: { 'data-testid': 'connect-consent' } as object }}
          />
        }
        label={<Typography variant="body2">{connect.consent}</Typography>}
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.25 } }}
      />
      {/* A disabled button receives no clicks; its wrapper catches them to say why (spec §5). */}
      <Box onClick={consent ? undefined : start} sx={{ alignSelf: { sm: 'flex-start' } }} data-testid="connect-button-wrapper">
        <Button
          variant="contained"
          color="secondary"
          fullWidth
          startIcon={<LinkIcon />}
          disabled={!consent || starting}
          onClick={start}
          data-testid="connect-button"
        >
          {starting ? t.connecting : connect.button}
        </Button>
      </Box>
      {!authenticated && (
        <Typography variant="body2" color="text.secondary">
          {t.signInToConnect}
        </Typography>
      )}
      {configurationMissing && (
        <Alert severity="warning">
          <AlertTitle>{connect.configurationRequiredTitle}</AlertTitle>
          {connect.configurationRequiredMessage}
        </Alert>
      )}
    </Stack>
  );
}
