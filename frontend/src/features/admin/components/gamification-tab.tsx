import { GamificationPanel } from '../analytics';

/** The Gamification tab: the first eight challenges' completions and the coin economy. */
export function GamificationTab() {
  return <GamificationPanel />;
}
