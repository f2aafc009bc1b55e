import type { PurchasedBoost } from '@fr/contracts/shop';
import type { Team } from '@fr/contracts/fantasy';
import { useNotify } from '../components/notifications/use-notify';
import { serverMessage } from '../lib/api-error';
import { useApplyBoostMutation } from '../api/shop';
import { shopTexts } from '@fr/contracts/shop';

/**
 * Applies a purchased boost to a team with the spec §8 toasts; both Apply Boost dialogs use it. Resolves true on
 * success so the dialog can close (the refreshes follow from the mutation's tags).
 */
export function useApplyBoost(successTitle: string) {
  const [applyBoost, { isLoading }] = useApplyBoostMutation();
  const notify = useNotify();
  const t = shopTexts.boosts;

  const apply = async (boost: PurchasedBoost, team: Pick<Team, 'id' | 'name'>): Promise<boolean> => {
    try {
      await applyBoost({ boostId: boost.id, teamId: team.id }).unwrap();
      notify({ title: successTitle, message: t.appliedMessage(boost.name, team.name) });
      return true;
    } catch (error) {
      notify({ title: t.failedTitle, message: serverMessage(error, t.failedFallback), severity: 'error' });
      return false;
    }
  };

  return { apply, isApplying: isLoading };
}
