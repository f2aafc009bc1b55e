import type { AdminRole } from '@fr/contracts/admin';
import { TierSettingsPanel } from '../analytics';

/** The Settings tab: live tier configuration (read-only for roles the update route refuses). */
export function SettingsTab({ role }: { role: AdminRole }) {
  return <TierSettingsPanel role={role} />;
}
