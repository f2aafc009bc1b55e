import { createContext, useContext } from 'react';
import type { ViewMode } from './view-mode';

export const ViewModeContext = createContext<ViewMode>('desktop');

/** The layout mode for this page load; it changes only through the footer switch, which reloads. */
export function useViewMode(): ViewMode {
  return useContext(ViewModeContext);
}
