import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { clientRoutes } from '@fr/contracts/shell';
import { accountsServerTexts, accountsTexts, VERIFICATION_REDIRECT_MS } from '@fr/contracts/accounts';
import { isNetworkError, serverMessage } from '../../../lib/api-error';
import { LoadingState } from '../../../components/loading-state';
import { useNotify } from '../../../components/notifications/use-notify';
import { accountsApi, useVerifyEmailQuery } from '../../../api/accounts';
import { useAppDispatch } from '../../../hooks/store-hooks';
import { ResendVerificationButton } from '../components/resend-verification-button';
import { VerificationResult } from '../components/verification-result';

const iconSx = { fontSize: 56 };

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data, error, isLoading } = useVerifyEmailQuery(token, { skip: !token });
  const networkFailure = isNetworkError(error);
  const navigate = useNavigate();
  const notify = useNotify();
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!data) return;
    // The unverified banner and Settings show the new state at once, without a reload.
    dispatch(accountsApi.util.invalidateTags(['AccountEmail']));
    const timer = setTimeout(() => navigate(clientRoutes.home), VERIFICATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [data, dispatch, navigate]);

  useEffect(() => {
    if (networkFailure) {
      notify({
        title: accountsTexts.verifyEmail.connectionErrorTitle,
        message: accountsTexts.verifyEmail.connectionErrorMessage,
        severity: 'error',
      });
    }
  }, [networkFailure, notify]);

  if (isLoading) return <LoadingState label={accountsTexts.verifyEmail.loading} />;

  if (data) {
    return (
      <VerificationResult
        icon={<CheckCircleIcon color="success" sx={iconSx} />}
        title={accountsTexts.verifyEmail.successTitle}
        message={data.message}
      >
        <Typography variant="h6" component="h2" sx={{ alignSelf: 'flex-start' }}>
          {accountsTexts.verifyEmail.whatsNextTitle}
        </Typography>
        <List dense sx={{ alignSelf: 'stretch' }}>
          {accountsTexts.verifyEmail.whatsNext.map((step) => (
            <ListItem key={step} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <CheckCircleIcon color="primary" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={step} />
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" color="text.secondary">
          {accountsTexts.verifyEmail.redirecting}
        </Typography>
      </VerificationResult>
    );
  }

  const message = !token
    ? accountsServerTexts.verificationMissingToken
    : networkFailure
      ? accountsTexts.verifyEmail.networkError
      : serverMessage(error, accountsServerTexts.verificationInvalid);
  // Spec §8: any server error whose text mentions "expired" is the expired state.
  const expired = token !== '' && !networkFailure && message.toLowerCase().includes('expired');

  return (
    <VerificationResult
      icon={expired ? <ScheduleIcon color="warning" sx={iconSx} /> : <ErrorIcon color="error" sx={iconSx} />}
      title={expired ? accountsTexts.verifyEmail.expiredTitle : accountsTexts.verifyEmail.errorTitle}
      message={message}
      offerRetry
      retry={expired ? <ResendVerificationButton token={token} variant="contained" /> : undefined}
    />
  );
}
