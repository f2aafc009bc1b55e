import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import SportsFootballIcon from '@mui/icons-material/SportsFootball';
import XIcon from '@mui/icons-material/X';
import { POPUP_HEIGHT, POPUP_WIDTH } from '@fr/contracts/accounts';
import { socialProviders, type SocialProvider } from '@fr/contracts/accounts';
import { texts } from '@fr/contracts/texts';

const icons: Record<SocialProvider, ReactNode> = {
  yahoo: <SportsFootballIcon />,
  google: <GoogleIcon />,
  facebook: <FacebookIcon />,
  x: <XIcon />,
};

/** Opens the provider's sign-in in a centred popup of the spec's size (§2). */
function openProviderPopup(provider: SocialProvider) {
  const left = window.screenX + Math.max(0, (window.outerWidth - POPUP_WIDTH) / 2);
  const top = window.screenY + Math.max(0, (window.outerHeight - POPUP_HEIGHT) / 2);
  window.open(
    `/api/auth/${provider}/initiate`,
    `${provider}-sign-in`,
    `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  );
}

export function SocialButtons() {
  return (
    <Grid container spacing={1.5}>
      {socialProviders.map((provider) => (
        <Grid key={provider} size={{ xs: 12, sm: 6 }}>
          <Button
            fullWidth
            variant="outlined"
            color="inherit"
            startIcon={icons[provider]}
            onClick={() => openProviderPopup(provider)}
            data-testid={`social-${provider}`}
          >
            {texts.authModal.providers[provider]}
          </Button>
        </Grid>
      ))}
    </Grid>
  );
}
