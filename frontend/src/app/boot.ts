import { SIGNED_IN_HINT_COOKIE } from '@fr/contracts/http';
import { clientRoutes } from '@fr/contracts/shell';
import { readCookie } from '../lib/csrf';
import { nextTask } from './next-task';
import { PRERENDERED_ATTRIBUTE } from './prerendered';

/**
 * A prerendered page shows its buttons and links before the code that answers them has run. A click meanwhile is held
 * (a link does not leave the page either), and clicked again once the app has taken the page over: React then
 * hydrates what was clicked at once and answers it, as it does for a click during hydration.
 */
function holdClicks(): () => void {
  const held: Element[] = [];
  // Any element: a click on a button's icon lands on the icon's SVG.
  const hold = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(event.target);
  };
  document.addEventListener('click', hold, true);
  return () => {
    document.removeEventListener('click', hold, true);
    for (const target of held) {
      if (target.isConnected) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
    }
  };
}

/**
 * The code for a prerendered page, which is on screen from its HTML alone. Evaluated all at once, it would hold the
 * page for as long as all of it takes, a long task on a slow phone: the number formatters, React, MUI with the theme,
 * and (for the app) Redux with the store come first, each evaluated in a task of its own (modules the page imports
 * anyway, so that no code is added), then the rest, which is started in the task after. A visitor's landing page
 * starts its own first tree, without the app's router and store (landing/landing.tsx, decision 0024); every other
 * prerendered page, and the landing page of a browser holding a session, starts the app.
 */
async function startAfterPaint(release: () => void) {
  try {
    // The client's number formatters, made as the module loads: the first one sets up ICU's number formatting for the
    // locale, the costliest single step of the start, which the texts' modules would otherwise take on. React is
    // asked for beside them, not a round trip later: each module is evaluated in its own task as it arrives.
    const react = import('react-dom/client');
    await import('../lib/format/numbers');
    await nextTask();
    await react;
    await nextTask();
    await import('./theme');
    await nextTask();
    if (window.location.pathname === clientRoutes.home && readCookie(SIGNED_IN_HINT_COOKIE) !== '1') {
      const { startLanding } = await import('./landing/landing');
      await nextTask();
      startLanding();
      return;
    }
    await import('../stores/store');
    await nextTask();
    const { startApp } = await import('./main');
    await nextTask();
    await startApp();
  } finally {
    // Also when the code could not be downloaded: the page is then its HTML alone, whose links still lead on.
    release();
  }
}

/**
 * The document's script. A prerendered page is painted first and the app comes after, since evaluating it would hold
 * the first paint back for as long as it runs (on a slow phone, and with the code in its cache above all). A
 * requestAnimationFrame callback runs just before a paint; a timer set there fires after it. Every other page needs
 * the app to show anything: it starts at once.
 */
if (document.querySelector(`[${PRERENDERED_ATTRIBUTE}]`)) {
  const release = holdClicks();
  requestAnimationFrame(() => setTimeout(() => void startAfterPaint(release)));
} else {
  void import('./main').then(({ startApp }) => startApp());
}
