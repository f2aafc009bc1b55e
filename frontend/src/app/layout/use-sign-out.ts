import { useNavigate } from 'react-router-dom';
import { clientRoutes } from '@fr/contracts/shell';
import { texts } from '@fr/contracts/texts';
import { useSignOutMutation } from '../../api/accounts';
import { useNotify } from '../../components/notifications/use-notify';
import { errorMessage } from '../../lib/api-error';

/** Ends the session, says so, and returns to the home page. */
export function useSignOut() {
  const [signOut, { isLoading }] = useSignOutMutation();
  const notify = useNotify();
  const navigate = useNavigate();

  const run = async () => {
    try {
      await signOut().unwrap();
      notify({ title: texts.auth.loggedOut });
      navigate(clientRoutes.home);
    } catch (error) {
      notify({ title: texts.app.signOutFailedTitle, message: errorMessage(error), severity: 'error' });
    }
  };

  return { signOut: run, isSigningOut: isLoading };
}
