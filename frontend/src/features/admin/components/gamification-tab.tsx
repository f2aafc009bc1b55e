import type { AdminRole } from '@fr/contracts/admin';
import { GamificationPanel, WithDateRange } from '../analytics';

/** The Gamification tab: the first eight challenges' completions and the coin economy of a date range. */
export function GamificationTab({ role }: { role: AdminRole }) {
  return <WithDateRange>{(range) => <GamificationPanel role={role} range={range} />}</WithDateRange>;
}
