import { errorMessage } from '../../../lib/api-error';
import { useAuthStatus } from '../../../api/accounts';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { ChallengesContent } from '../components/challenges-content';

/**
 * Challenges are open to visitors (spec §6); whether a player is signed in decides the balance box, the earned
 * coins and what the check-in button does, so the page waits for the session status first.
 */
export function ChallengesPage() {
  const status = useAuthStatus();
  if (status.isLoading) return <LoadingState />;
  if (status.isError) return <ErrorState message={errorMessage(status.error)} onRetry={status.refetch} />;
  return <ChallengesContent authenticated={status.data?.authenticated === true} />;
}
