import { useNavigate } from 'react-router-dom';
import { isAdultOffer, isExternalLink, type Contest } from '@fr/contracts/contests';
import { useTrackAffiliateClickMutation } from '../../../api/contests';
import { useEligibilityGate } from '../../../components/eligibility/use-eligibility-gate';
import { useNotify } from '../../../components/notifications/use-notify';
import { errorMessage, isApiError, isEligibilityRequired, serverMessage } from '../../../lib/api-error';

/**
 * Join (spec §2, §7): the click is recorded, then the link opens, a partner's in a new tab with no way back to this
 * page, ours in place. A failed recording is only logged and the contest's own link opens anyway, except for an offer
 * marked 21+ (issue 22): the player is asked their eligibility first, and one the server refuses (under 21) is told
 * why and the link stays shut. Visitors are not tracked (the server records signed-in players' clicks only), so their
 * Join opens the contest's link at once. Render `eligibilityDialog` once.
 */
export function useJoinContest(authenticated: boolean) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [track, { isLoading }] = useTrackAffiliateClickMutation();
  // Asked only when the server says so: most contests are not 21+, so the declaration is not read up front.
  const eligibility = useEligibilityGate('adult-offer', false);

  const open = (url: string) => {
    if (isExternalLink(url)) window.open(url, '_blank', 'noopener,noreferrer');
    else void navigate(url);
  };

  const join = async (contest: Contest) => {
    if (!authenticated) return open(contest.affiliateUrl);
    try {
      const click = await track({ platform: contest.platform, contestId: contest.id, affiliateUrl: contest.affiliateUrl }).unwrap();
      open(click.url);
    } catch (error) {
      if (isAdultOffer(contest.id) && isEligibilityRequired(error)) return eligibility.ask(() => void join(contest));
      if (isAdultOffer(contest.id) && isApiError(error) && error.status === 403) {
        return notify({ title: contest.title, message: serverMessage(error, errorMessage(error)), severity: 'error' });
      }
      console.error(`The click on contest ${contest.id} was not recorded: ${errorMessage(error)}`);
      open(contest.affiliateUrl);
    }
  };

  return { join, joining: isLoading, eligibilityDialog: eligibility.dialog };
}
