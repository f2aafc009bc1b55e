import { texts } from '@fr/contracts/texts';
import { serverMessage } from '../../../lib/api-error';
import { useDailyCheckIn } from '../../../hooks/use-daily-check-in';
import { useNotify } from '../../../components/notifications/use-notify';

/**
 * The Challenges page's check-in (spec §5, §8): visitors are asked to log in; a second claim the same day is told
 * apart from other failures by the server's "already completed today".
 */
export function useChallengesCheckIn(authenticated: boolean) {
  const notify = useNotify();
  const t = texts.challenges;
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
      return;
    }
    void claim();
  };

  const label = !authenticated ? t.loginToClaim : isClaiming ? t.claiming : t.claimNow;
  return { onClaim, isClaiming, label };
}
