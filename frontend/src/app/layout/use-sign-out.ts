import { useNavigate } from 'react-router-dom';
import { clientRoutes, shellTexts } from '@fr/contracts/shell';
import { useSignOutMutation } from '../../api/accounts';
import { useNotify } from '../../components/notifications/use-notify';
import { errorMessage } from '../../lib/api-error';
import { accountsTexts } from '@fr/contracts/accounts';

/** Ends the session, says so, and returns to the home page. */
export function useSignOut() {
  const [signOut, { isLoading }] = useSignOutMutation();
  const notify = useNotify();
  const navigate = useNavigate();

  const run = async () => {
    try {
      await signOut().unwrap();
      notify({ title: accountsTexts.auth.loggedOut });
      navigate(clientRoutes.home);
    } catch (error) {
      notify({ title: shellTexts.app.signOutFailedTitle, message: errorMessage(error), severity: 'error' });
    }
  };

  return { signOut: run, isSigningOut: isLoading };
}
