/** The admin analytics panels; the portal's tab files render them (each takes the signed-in role where it matters). */
export { OverviewPanel } from './overview-panel';
export { PlatformsPanel } from './platforms-panel';
export { RevenuePanel } from './revenue-panel';
export { GamificationPanel } from './gamification-panel';
export { RealtimePanel } from './realtime-panel';
export { LedgerExport } from './ledger-export';
export { TierSettingsPanel } from './tier-settings-panel';
export { DateRangeControl, WithDateRange, rangeIsValid, useDateRange, type DateRangeValue } from './date-range';
