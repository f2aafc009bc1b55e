import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import SportsFootballIcon from '@mui/icons-material/SportsFootball';
import XIcon from '@mui/icons-material/X';
import { accountsTexts, type SocialProvider, socialProviders } from '@fr/contracts/accounts';
import { api, playerDataTags } from '../../../lib/api';
import { useAppDispatch } from '../../../hooks/store-hooks';
import { useNotify } from '../../../components/notifications/use-notify';
import { useGetSocialProvidersQuery } from '../../../api/accounts';
import { openProviderPopup, reportFrom } from './social-popup';
import { fantasyServerTexts, fantasyTexts } from '@fr/contracts/fantasy';
import { homeTexts } from '@fr/contracts/home';

const icons: Record<SocialProvider, ReactNode> = {
  yahoo: <SportsFootballIcon />,
  google: <GoogleIcon />,
  facebook: <FacebookIcon />,
  x: <XIcon />,
};

/**
 * The provider buttons: each opens its sign-in in a popup, which reports back by postMessage and closes; on success
 * the session status and the player's data are fetched again. A provider without credentials says so on its button.
 */
export function SocialButtons({ onSuccess }: { onSuccess: () => void }) {
  const { data } = useGetSocialProvidersQuery();
  const popup = useRef<Window | null>(null);
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const configured = (provider: SocialProvider) => data?.providers.find((p) => p.provider === provider)?.configured ?? true;

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const report = reportFrom(event, popup.current);
      if (!report) return;
      popup.current = null;
      if (report.outcome === 'error') {
        notify({ title: report.title, message: report.message, severity: 'error' });
        return;
      }
      dispatch(api.util.invalidateTags(['AuthStatus', ...playerDataTags]));
      notify(
        report.outcome === 'signed_up'
          ? { title: accountsTexts.auth.accountCreatedTitle, message: accountsTexts.auth.accountCreatedMessage }
          : { title: accountsTexts.auth.welcomeBack },
      );
      onSuccess();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [dispatch, notify, onSuccess]);

  const start = (provider: SocialProvider) => {
    if (!configured(provider)) {
      notify({
        title: homeTexts.home.connect.configurationRequiredTitle,
        message: fantasyServerTexts.providerNotConfigured,
        severity: 'error',
      });
      return;
    }
    popup.current = openProviderPopup(provider);
    if (!popup.current)
      notify({ title: fantasyTexts.connectCard.oauthErrorTitle, message: fantasyTexts.connectCard.initiateFailed, severity: 'error' });
  };

  return (
    <Grid container spacing={1.5}>
      {socialProviders.map((provider) => (
        <Grid key={provider} size={{ xs: 12, sm: 6 }}>
          <Button
            fullWidth
            variant="outlined"
            color="inherit"
            startIcon={icons[provider]}
            onClick={() => start(provider)}
            data-testid={`social-${provider}`}
          >
            {accountsTexts.authModal.providers[provider]}
            {!configured(provider) && (
              <Box component="span" sx={{ ml: 0.75, typography: 'caption', color: 'text.secondary' }}>
                ({accountsTexts.authModal.notConfigured})
              </Box>
            )}
          </Button>
        </Grid>
      ))}
    </Grid>
  );
}
