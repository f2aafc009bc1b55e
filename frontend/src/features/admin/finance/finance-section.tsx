import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { roleMayCall, type AdminRole } from '@fr/contracts/admin';
import { analyticsTexts, exportKinds, type ExportKind } from '@fr/contracts/analytics';
import { apiRoutes } from '@fr/contracts/api-routes';
import { SectionCard } from '../../../components/section-card';
import { TabBar, TabPanel } from '../../../components/tab-bar';
import { DateRangeControl, LedgerExport, RevenuePanel, rangeIsValid, useDateRange } from '../analytics';
import { ExportButton } from './export-button';
import { PaymentsTab } from './payments-tab';
import { StatementTab } from './statement-tab';

const t = analyticsTexts.finance;

const financeTabs = ['revenue', 'payments', 'statement', 'exports'] as const;
type FinanceTab = (typeof financeTabs)[number];

/** The route each tab is built on: a role that may not call it does not see the tab (never a raw 403). */
const tabRoute = {
  revenue: apiRoutes.adminRevenueAnalytics,
  payments: apiRoutes.adminPayments,
  statement: apiRoutes.financeStatement,
  exports: apiRoutes.exportRevenue,
} as const;

const exportRoute: Record<ExportKind, { adminRoles?: readonly AdminRole[] }> = {
  revenue: apiRoutes.exportRevenue,
  platforms: apiRoutes.exportPlatforms,
  ledger: apiRoutes.exportLedger,
  payments: apiRoutes.exportPayments,
  statement: apiRoutes.exportStatement,
};

/**
 * The Finance page (issue 23): one date range (New York days) over Revenue (figures, revenue over time, its CSV),
 * Payments (refunds and disputes), the Statement of the month the range ends in, and every export of the range.
 */
export function FinanceSection({ role }: { role: AdminRole }) {
  const [range, setRange] = useDateRange('this_month');
  const visible = financeTabs.filter((tab) => roleMayCall(tabRoute[tab], role));
  const [chosen, setChosen] = useState<FinanceTab>('revenue');
  const tab = visible.includes(chosen) ? chosen : visible[0];
  const query = { from: range.from, to: range.to };
  const valid = rangeIsValid(range);
  return (
    <Stack spacing={2} data-testid="finance-section">
      <DateRangeControl value={range} onChange={setRange} />
      {tab && (
        <>
          <TabBar name="finance" tabs={visible} value={tab} onChange={setChosen} labels={t.tabs} testIds />
          <TabPanel name="finance" value={tab}>
            {valid && tab === 'revenue' && (
              <Stack spacing={2}>
                {roleMayCall(apiRoutes.exportRevenue, role) && (
                  <Stack direction="row">
                    <ExportButton kind="revenue" range={query} label={t.exportNames.revenue} />
                  </Stack>
                )}
                <RevenuePanel range={query} />
              </Stack>
            )}
            {valid && tab === 'payments' && <PaymentsTab range={query} />}
            {valid && tab === 'statement' && <StatementTab month={range.to.slice(0, 7)} />}
            {valid && tab === 'exports' && (
              <Stack spacing={2}>
                <SectionCard outlined title={t.tabs.exports}>
                  <Stack spacing={2}>
                    <Typography variant="body2">{t.exportsIntro}</Typography>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
                      {exportKinds
                        .filter((kind) => roleMayCall(exportRoute[kind], role))
                        .map((kind) => (
                          <ExportButton key={kind} kind={kind} range={query} label={t.exportNames[kind]} />
                        ))}
                    </Stack>
                  </Stack>
                </SectionCard>
                {roleMayCall(apiRoutes.exportLedger, role) && <LedgerExport />}
              </Stack>
            )}
          </TabPanel>
        </>
      )}
    </Stack>
  );
}
