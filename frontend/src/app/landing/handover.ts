import type { AuthTab } from '../../stores/auth-modal-slice';

/** What a visitor can act on: everything else on the page is text. */
const CONTROLS = 'a[href], button, input, label, select, textarea, summary, [role="button"], [tabindex]';

/** Where a node sits under the container, as child indexes: the app renders the same markup, so it has a node there too. */
function pathOf(container: Element, node: Element): number[] {
  const path: number[] = [];
  for (let current = node; current !== container && current.parentElement; current = current.parentElement) {
    path.unshift([...current.parentElement.children].indexOf(current));
  }
  return path;
}

function nodeAt(container: Element, path: number[]): Element | null {
  let node: Element | undefined = container;
  for (const index of path) node = node?.children[index];
  return node ?? null;
}

/** A link the browser opens elsewhere (a new tab or window, a download), as the app's router leaves it to the browser too. */
function leftToBrowser(control: Element, event: MouseEvent): boolean {
  if (!(control instanceof HTMLAnchorElement)) return false;
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    control.target !== '' ||
    control.hasAttribute('download')
  );
}

/** What the app answers once it has the page (main.tsx). */
export interface StartedApp {
  openAuthModal: (tab: AuthTab) => void;
}

interface HeldClick {
  target: Element;
  path: number[];
  init: MouseEventInit;
}

/**
 * The landing page's first tree shows what a visitor sees but answers no click: a click on any control of the page
 * (a link, a button, the consent box, the menu, the bell...) hands the page over to the app (`takeOver`), which renders
 * the same markup in its place and is then given the click on the same element, as if it had been there all along.
 * `handOver` does the same without a click (a signed-in player's status), then gives the app `then` to do. Clicks made
 * while the app is on its way are held and given to it in order. The element that had the focus has it again in the
 * app's markup.
 *
 * If the app's code cannot be downloaded, a held click on a link goes through as the HTML's own (it leads on, as on a
 * page whose script failed) and the next click asks for the app again.
 */
export function holdForApp(
  container: HTMLElement,
  takeOver: () => Promise<StartedApp>,
): { handOver: (then?: (app: StartedApp) => void) => void } {
  const waiting: Array<(app: StartedApp) => void> = [];
  let held: HeldClick[] = [];
  let running = false;
  let done = false;

  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !container.contains(event.target)) return;
    const control = event.target.closest(CONTROLS);
    if (!control || !container.contains(control) || leftToBrowser(control, event)) return;
    event.preventDefault();
    event.stopPropagation();
    const { button, ctrlKey, shiftKey, altKey, metaKey, detail } = event;
    held.push({
      target: event.target,
      path: pathOf(container, event.target),
      init: { bubbles: true, cancelable: true, view: window, button, ctrlKey, shiftKey, altKey, metaKey, detail },
    });
    handOver();
  };

  const handOver = (then?: (app: StartedApp) => void) => {
    if (then) waiting.push(then);
    if (running || done) return;
    running = true;
    const focused = document.activeElement;
    const focusPath = focused && focused !== container && container.contains(focused) ? pathOf(container, focused) : undefined;
    void takeOver().then(
      (app) => {
        done = true;
        document.removeEventListener('click', onClick, true);
        const focusTarget = focusPath && nodeAt(container, focusPath);
        if (focusTarget instanceof HTMLElement || focusTarget instanceof SVGElement) focusTarget.focus({ preventScroll: true });
        for (const click of held) nodeAt(container, click.path)?.dispatchEvent(new MouseEvent('click', click.init));
        held = [];
        waiting.splice(0).forEach((then) => then(app));
      },
      () => {
        running = false;
        waiting.length = 0;
        const link = held.map((click) => click.target.closest('a[href]')).find((anchor) => anchor instanceof HTMLAnchorElement);
        held = [];
        if (link) window.location.assign(link.href);
      },
    );
  };

  // Capturing on the document: before React's own listeners on the container, which the first tree has no use for.
  document.addEventListener('click', onClick, true);
  return { handOver };
}
