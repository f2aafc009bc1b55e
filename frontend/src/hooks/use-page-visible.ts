import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

const isVisible = () => document.visibilityState !== 'hidden';

/**
 * Whether the browser tab is in view, for polls that pause while it is hidden: nobody reads the figures then, and the
 * app never refetches on focus (spec §7), so a hidden tab would otherwise keep asking for nothing.
 */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, isVisible, () => true);
}

/** A polling interval that is 0 (paused) while the tab is hidden. */
export function useVisiblePolling(intervalMs: number): number {
  return usePageVisible() ? intervalMs : 0;
}
