import { serverMessage } from '../../../lib/api-error';
import { useDailyCheckIn } from '../../../hooks/use-daily-check-in';
import { useNotify } from '../../../components/notifications/use-notify';
import { useAppDispatch } from '../../../hooks/store-hooks';
import { openAuthModal } from '../../../stores/auth-modal-slice';
import { challengesTexts } from '@fr/contracts/challenges';

/**
 * The Challenges page's check-in (spec §5, §8): visitors are asked to log in and given the sign-in modal; once today
 * is claimed (here or on any other page, as the shared progress query says) the button shows it. A claim that races
 * another tab is still told apart from other failures by the server's "already completed today".
 */
export function useChallengesCheckIn(authenticated: boolean, claimedToday: boolean) {
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const t = challengesTexts.challenges;
  const { claim, isClaiming } = useDailyCheckIn((error) => {
    const message = serverMessage(error, '');
    if (message.includes(t.alreadyClaimedMarker)) {
      notify({ title: t.alreadyClaimedTitle, message: t.alreadyClaimedMessage, severity: 'info' });
    } else {
      notify({ title: t.errorTitle, message: message || t.checkInFailed, severity: 'error' });
    }
  });

  const onClaim = () => {
    if (!authenticated) {
      notify({ title: t.loginRequiredTitle, message: t.loginRequiredMessage, severity: 'warning' });
      dispatch(openAuthModal('signin'));
      return;
    }
    void claim();
  };

  const label = !authenticated ? t.loginToClaim : claimedToday ? t.alreadyClaimedTitle : isClaiming ? t.claiming : t.claimNow;
  return { onClaim, isClaiming, claimed: authenticated && claimedToday, label };
}
