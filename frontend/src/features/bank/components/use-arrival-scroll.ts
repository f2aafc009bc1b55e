import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { BANK_PURCHASE_SECTION_ID } from '@fr/contracts/bank';
import { useGetPurchasedBoostsQuery } from '../../../api/shop';
import { useGetChallengesQuery } from '../../../api/challenges';
import { useGetCoinPackagesQuery } from '../../../api/bank';
import { scrollToPurchaseSection } from './purchase-section';

/**
 * Arriving at /bank#get-more-coins (the Shop's "Need More Coins") lands on the purchase section. It waits until the
 * sections above it have loaded, since they would otherwise push it down after the scroll.
 */
export function useArrivalScroll() {
  const { hash } = useLocation();
  const settled = [useGetChallengesQuery(), useGetPurchasedBoostsQuery(), useGetCoinPackagesQuery()].every((query) => !query.isLoading);
  const done = useRef(false);

  useEffect(() => {
    if (done.current || !settled || hash !== `#${BANK_PURCHASE_SECTION_ID}`) return;
    done.current = true;
    scrollToPurchaseSection();
  }, [settled, hash]);
}
