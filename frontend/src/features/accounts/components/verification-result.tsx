import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { clientRoutes } from '@fr/contracts/shell';
import { texts } from '@fr/contracts/texts';

interface Props {
  icon: ReactNode;
  title: string;
  message: string;
  /** Expired and failed links offer to sign up again or go home (spec §2). */
  offerRetry?: boolean;
  children?: ReactNode;
}

export function VerificationResult({ icon, title, message, offerRetry = false, children }: Props) {
  return (
    <Card sx={{ maxWidth: 520, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          {icon}
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary" data-testid="verification-message">
            {message}
          </Typography>
          {children}
          {offerRetry && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1, width: { xs: '100%', sm: 'auto' } }}>
              <Button component={RouterLink} to={clientRoutes.signup} variant="contained">
                {texts.verifyEmail.signUpAgain}
              </Button>
              <Button component={RouterLink} to={clientRoutes.home} variant="outlined">
                {texts.verifyEmail.backToHome}
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
