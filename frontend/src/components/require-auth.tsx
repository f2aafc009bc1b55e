import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import { clientRoutes } from '@fr/contracts/shell';
import { texts } from '@fr/contracts/texts';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';
import { errorMessage } from '../lib/api-error';
import { useGetAuthStatusQuery } from '../api/accounts';
import { useAppDispatch } from '../hooks/store-hooks';
import { openAuthModal } from '../stores/auth-modal-slice';

interface Props {
  message: string;
  /** Profile offers a way back home (spec §2); Shop only explains. */
  showHomeLink?: boolean;
  children: ReactNode;
}

/** Shows its children to signed-in players and "Authentication Required", with the way in, to everyone else. */
export function RequireAuth({ message, showHomeLink = false, children }: Props) {
  const status = useGetAuthStatusQuery();
  const dispatch = useAppDispatch();
  if (status.isLoading) return <LoadingState />;
  if (status.isError) return <ErrorState message={errorMessage(status.error)} onRetry={status.refetch} />;
  if (status.data?.authenticated) return children;
  return (
    <Card sx={{ maxWidth: 480, mx: 'auto' }}>
      <CardContent sx={{ p: 4 }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <LockIcon color="secondary" sx={{ fontSize: 48 }} />
          <Typography variant="h5" component="h1">
            {texts.app.authRequiredTitle}
          </Typography>
          <Typography color="text.secondary">{message}</Typography>
          <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
            <Button variant="contained" onClick={() => dispatch(openAuthModal('signin'))} data-testid="gate-sign-in">
              {texts.app.signIn}
            </Button>
            {showHomeLink && (
              <Button component={RouterLink} to={clientRoutes.home} variant="outlined">
                {texts.app.goHome}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
