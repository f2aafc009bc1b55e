import type { ComponentType } from 'react';
import type { AdminRole, AdminSection } from '@fr/contracts/admin';
import { AuditTrail } from '../components/audit-trail';
import { OverviewTab } from '../components/overview-tab';
import { SettingsTab } from '../components/settings-tab';
import { CatalogueSection } from '../catalogue';
import { DrawsSection } from '../draws';
import { FinanceSection } from '../finance';
import { LedgerTab } from '../ledger';
import { PlayersSection } from '../players';
import { PrizesSection } from '../prizes';
import { SupportTab } from '../support';

/**
 * What each section of the console shows, given the signed-in role. A section is rendered below `/admin/<section>/`
 * and may route its own pages under it (`/admin/players/<userId>`) with react-router's descendant `<Routes>`.
 */
export const sectionComponents: Record<AdminSection, ComponentType<{ role: AdminRole }>> = {
  overview: OverviewTab,
  players: PlayersSection,
  draws: DrawsSection,
  prizes: PrizesSection,
  support: SupportTab,
  catalogue: CatalogueSection,
  finance: FinanceSection,
  ledger: LedgerTab,
  settings: SettingsTab,
  audit: AuditTrail,
};
