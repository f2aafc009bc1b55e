import Stack from '@mui/material/Stack';
import { LedgerExport, RevenuePanel } from '../analytics';

/** The Revenue tab: revenue figures and top sources, and the ledger export for a date range (finance). */
export function RevenueTab() {
  return (
    <Stack spacing={3}>
      <RevenuePanel />
      <LedgerExport />
    </Stack>
  );
}
