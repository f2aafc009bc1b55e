import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { clientRoutes } from '@fr/contracts/shell';
import { useGetAccountEmailQuery, useAuthStatus } from '../../../api/accounts';
import { ResendVerificationButton } from './resend-verification-button';
import { accountsTexts } from '@fr/contracts/accounts';

/**
 * Above every page for a signed-in player whose e-mail is not verified (they cannot buy coins or claim prizes until
 * it is), with the resend button; a player with no address at all is sent to Settings to add one.
 */
export function UnverifiedBanner() {
  const status = useAuthStatus();
  const signedIn = status.data?.authenticated === true;
  const { data } = useGetAccountEmailQuery(undefined, { skip: !signedIn });
  if (!signedIn || !data || data.emailVerified) return null;
  if (!data.email) {
    return (
      <Alert
        severity="info"
        sx={{ mb: 3 }}
        data-testid="unverified-banner"
        action={
          <Button component={RouterLink} to={clientRoutes.profile} color="inherit" size="small">
            {accountsTexts.recovery.emailTitle}
          </Button>
        }
      >
        {accountsTexts.recovery.emailNone}
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      data-testid="unverified-banner"
      action={<ResendVerificationButton color="inherit" size="small" />}
    >
      {accountsTexts.recovery.unverifiedBanner}
    </Alert>
  );
}
