import Stack from '@mui/material/Stack';
import { LedgerExport, RevenuePanel, WithDateRange } from '../analytics';

/** The Revenue tab: revenue figures, revenue over time and top sources of a date range, and the ledger export. */
export function RevenueTab() {
  return (
    <Stack spacing={3}>
      <WithDateRange>{(range) => <RevenuePanel range={range} />}</WithDateRange>
      <LedgerExport />
    </Stack>
  );
}
