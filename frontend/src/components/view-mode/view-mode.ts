import { DESKTOP_BREAKPOINT_PX } from '@fr/contracts/shell';
import { VIEW_MODE_RELOAD_MS } from '@fr/contracts/shell';

export type ViewMode = 'desktop' | 'mobile';

export const VIEW_MODE_STORAGE_KEY = 'viewMode';

function isViewMode(value: unknown): value is ViewMode {
  return value === 'desktop' || value === 'mobile';
}

/** Spec §4: a stored choice wins; otherwise desktop from DESKTOP_BREAKPOINT_PX wide, else mobile. */
export function resolveViewMode(stored: string | null, windowWidth: number): ViewMode {
  if (isViewMode(stored)) return stored;
  return windowWidth >= DESKTOP_BREAKPOINT_PX ? 'desktop' : 'mobile';
}

function readStoredViewMode(storage: Storage): string | null {
  try {
    return storage.getItem(VIEW_MODE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy modes); fall back to the window width.
    return null;
  }
}

export function currentViewMode(win: Window = window): ViewMode {
  return resolveViewMode(readStoredViewMode(win.localStorage), win.innerWidth);
}

/** Saves the choice and reloads shortly after, so the whole page is laid out for the new mode. */
export function chooseViewMode(mode: ViewMode, win: Window = window): void {
  try {
    win.localStorage.setItem(VIEW_MODE_STORAGE_KEY, mode);
  } catch {
    return;
  }
  win.setTimeout(() => win.location.reload(), VIEW_MODE_RELOAD_MS);
}
