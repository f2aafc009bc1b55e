import { DESKTOP_BREAKPOINT_PX } from '@fr/contracts/shell';
import type { ViewMode } from '../components/view-mode/view-mode';

/**
 * A prerendered page (prerender.tsx) carries its markup once per view mode, each in its own container marked with
 * this attribute. Until the script has chosen, a media query shows the one the window's width would choose; the
 * script then keeps the one for the player's mode (a stored choice may differ from the width), drops the rest and
 * hydrates it. A page that is not prerendered has one empty #root, which the client renders into.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const ROOT_ID = 'root';
/** The `<style>` that shows one container by width until the script has chosen; removed once it has. */
export const VIEW_SWITCH_ID = 'prerendered-view-switch';

export const viewSwitchCss = [
  `@media (min-width: ${DESKTOP_BREAKPOINT_PX}px) { [${PRERENDERED_ATTRIBUTE}="mobile"] { display: none } }`,
  `@media (max-width: ${DESKTOP_BREAKPOINT_PX - 0.02}px) { [${PRERENDERED_ATTRIBUTE}="desktop"] { display: none } }`,
].join(' ');

/** The container the page's mode hydrates, or the empty #root to render into when the page was not prerendered. */
export function chooseContainer(doc: Document, mode: ViewMode): { container: HTMLElement; prerendered: boolean } {
  const containers = [...doc.querySelectorAll<HTMLElement>(`[${PRERENDERED_ATTRIBUTE}]`)];
  const chosen = containers.find((element) => element.getAttribute(PRERENDERED_ATTRIBUTE) === mode);
  if (!chosen) {
    const root = doc.getElementById(ROOT_ID);
    if (!root) throw new Error(`index.html must contain #${ROOT_ID}`);
    return { container: root, prerendered: false };
  }
  for (const other of containers) if (other !== chosen) other.remove();
  doc.getElementById(VIEW_SWITCH_ID)?.remove();
  chosen.id = ROOT_ID;
  return { container: chosen, prerendered: true };
}
