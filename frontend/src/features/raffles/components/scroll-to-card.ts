import { useEffect } from 'react';
import { RAFFLE_SCROLL_RETRIES, RAFFLE_SCROLL_RETRY_MS } from '@fr/contracts/raffles';

/**
 * Scrolls the element with this id into view once it exists: a first look at once, then up to RAFFLE_SCROLL_RETRIES
 * more, RAFFLE_SCROLL_RETRY_MS apart (spec §2, §9), since the cards appear only after the list has loaded. Returns a
 * function that stops looking.
 */
export function scrollWhenPresent(elementId: string): () => void {
  let retriesLeft = RAFFLE_SCROLL_RETRIES;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    const element = document.getElementById(elementId);
    if (element) {
      element.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    if (retriesLeft-- > 0) timer = setTimeout(attempt, RAFFLE_SCROLL_RETRY_MS);
  };
  attempt();
  return () => clearTimeout(timer);
}

/** Scrolls to the card the address asked for, each time it asks for another. */
export function useScrollToCard(elementId: string | null) {
  useEffect(() => (elementId ? scrollWhenPresent(elementId) : undefined), [elementId]);
}
