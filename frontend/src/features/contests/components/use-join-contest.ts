import { useNavigate } from 'react-router-dom';
import { isExternalLink, type Contest } from '@fr/contracts/contests';
import { useTrackAffiliateClickMutation } from '../../../api/contests';
import { errorMessage } from '../../../lib/api-error';

/**
 * Join (spec §2, §7): the click is recorded, then the link opens, a partner's in a new tab with no way back to this
 * page, ours in place. A failed recording is only logged and the contest's own link opens anyway. Visitors are not
 * tracked (the server records signed-in players' clicks only), so their Join opens the contest's link at once.
 */
export function useJoinContest(authenticated: boolean) {
  const navigate = useNavigate();
  const [track, { isLoading }] = useTrackAffiliateClickMutation();

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
      console.error(`The click on contest ${contest.id} was not recorded: ${errorMessage(error)}`);
      open(contest.affiliateUrl);
    }
  };

  return { join, joining: isLoading };
}
