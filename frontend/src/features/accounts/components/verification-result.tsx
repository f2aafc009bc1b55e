import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { clientRoutes } from '@fr/contracts/shell';
import { EmptyState } from '../../../components/empty-state';
import { accountsTexts } from '@fr/contracts/accounts';

interface Props {
  icon: ReactNode;
  title: string;
  message: string;
  /** Expired and failed links offer to sign up again or go home (spec §2). */
  offerRetry?: boolean;
  /** In place of "Sign Up Again": an expired link's account exists, so it is sent a new link instead (issue 21). */
  retry?: ReactNode;
  children?: ReactNode;
}

export function VerificationResult({ icon, title, message, offerRetry = false, retry, children }: Props) {
  return (
    <EmptyState heading="h1" maxWidth={520} icon={icon} title={title} text={message} textTestId="verification-message">
      {children}
      {offerRetry && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1, width: { xs: '100%', sm: 'auto' } }}>
          {retry ?? (
            <Button component={RouterLink} to={clientRoutes.signup} variant="contained">
              {accountsTexts.verifyEmail.signUpAgain}
            </Button>
          )}
          <Button component={RouterLink} to={clientRoutes.home} variant="outlined">
            {accountsTexts.verifyEmail.backToHome}
          </Button>
        </Stack>
      )}
    </EmptyState>
  );
}
