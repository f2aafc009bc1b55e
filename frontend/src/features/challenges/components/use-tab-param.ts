import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isChallengeTab, type ChallengeTab } from './challenge-tabs';

const TAB_PARAM = 'tab';

/**
 * The selected tab. Spec §2: a `tab` query parameter preselects a tab (the Bank links here with one) and is then
 * removed from the address, so a reload or a shared link opens the default tab again.
 */
export function useTabParam(): [ChallengeTab, (tab: ChallengeTab) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const [tab, setTab] = useState<ChallengeTab>(isChallengeTab(requested) ? requested : 'all');

  useEffect(() => {
    if (requested === null) return;
    if (isChallengeTab(requested)) setTab(requested);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TAB_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [requested, setParams]);

  return [tab, setTab];
}
