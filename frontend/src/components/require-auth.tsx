import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import LockIcon from '@mui/icons-material/Lock';
import { clientRoutes, shellTexts } from '@fr/contracts/shell';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';
import { errorMessage } from '../lib/api-error';
import { useAuthStatus } from '../api/accounts';
import { useAppDispatch } from '../hooks/store-hooks';
import { openAuthModal } from '../stores/auth-modal-slice';
import { EmptyState } from './empty-state';
import { useSignedInHint } from './signed-in-hint';

interface Props {
  message: string;
  /** Profile offers a way back home (spec §2); Shop only explains. */
  showHomeLink?: boolean;
  children: ReactNode;
}

/**
 * Shows its children to signed-in players and "Authentication Required", with the way in, to everyone else. While
 * the first status call is under way and the server's hint says this browser holds a session, the children are
 * mounted already so their requests start beside the status call, not after it (they show their own loading
 * state); should the status say signed out after all, the gate replaces them and their answers (401) are dropped.
 */
export function RequireAuth({ message, showHomeLink = false, children }: Props) {
  const status = useAuthStatus();
  const dispatch = useAppDispatch();
  const hinted = useSignedInHint();
  if (status.isLoading) return hinted ? children : <LoadingState page />;
  if (status.isError) return <ErrorState message={errorMessage(status.error)} onRetry={status.refetch} />;
  if (status.data?.authenticated) return children;
  return (
    <EmptyState
      heading="h1"
      maxWidth={480}
      icon={<LockIcon color="secondary" sx={{ fontSize: 48 }} />}
      title={shellTexts.app.authRequiredTitle}
      text={message}
    >
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => dispatch(openAuthModal('signin'))} data-testid="gate-sign-in">
          {shellTexts.app.signIn}
        </Button>
        {showHomeLink && (
          <Button component={RouterLink} to={clientRoutes.home} variant="outlined">
            {shellTexts.app.goHome}
          </Button>
        )}
      </Stack>
    </EmptyState>
  );
}
