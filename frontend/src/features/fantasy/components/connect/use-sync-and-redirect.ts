import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fantasyTexts, SYNC_ERROR_REDIRECT_MS, SYNC_SUCCESS_REDIRECT_MS } from '@fr/contracts/fantasy';
import { clientRoutes } from '@fr/contracts/shell';
import { useSyncTeamsMutation } from '../../../../api/fantasy';
import { useNotify } from '../../../../components/notifications/use-notify';

/**
 * Spec §4: sync, then go to the dashboard 1 s after any answer (even `success: false`), or 2 s after a thrown
 * error with a note that syncing can be done from there. The mutation refetches the teams itself. Leaving the page
 * before the delay is up cancels the redirect.
 */
export function useSyncAndRedirect() {
  const [sync, { isLoading }] = useSyncTeamsMutation();
  const [redirecting, setRedirecting] = useState(false);
  const navigate = useNavigate();
  const notify = useNotify();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const redirectAfter = (ms: number) => {
    setRedirecting(true);
    timer.current = setTimeout(() => navigate(clientRoutes.dashboard), ms);
  };

  const run = async () => {
    try {
      await sync().unwrap();
      redirectAfter(SYNC_SUCCESS_REDIRECT_MS);
    } catch {
      notify({ title: fantasyTexts.sync.errorTitle, message: fantasyTexts.sync.errorNote, severity: 'error' });
      redirectAfter(SYNC_ERROR_REDIRECT_MS);
    }
  };

  return { sync: run, syncing: isLoading || redirecting };
}
