import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { analyticsDay, analyticsTexts, ledgerExportQuerySchema } from '@fr/contracts/analytics';
import { useNotify } from '../../../components/notifications/use-notify';
import { useExportCsvMutation } from '../../../api/analytics';
import { labels } from './labels';
import { SectionCard } from '../../../components/section-card';

const t = analyticsTexts.analytics;

/** The ledger export (issue 11: every coin movement of a New York date range), saved as ledger_{from}_{to}.csv. */
export function LedgerExport() {
  const today = analyticsDay(new Date());
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [exportCsv, exporting] = useExportCsvMutation();
  const notify = useNotify();
  const range = ledgerExportQuerySchema.safeParse({ from, to });

  const run = async () => {
    if (!range.success) return;
    try {
      await exportCsv({ kind: 'ledger', range: range.data }).unwrap();
    } catch {
      notify({ title: t.exportFailedTitle, message: t.exportFailed, severity: 'error' });
    }
  };

  return (
    <SectionCard outlined title={labels.exportLedger}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label={labels.from}
          type="date"
          size="small"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          error={!range.success}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={labels.to}
          type="date"
          size="small"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={!range.success}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          variant="outlined"
          onClick={() => void run()}
          disabled={!range.success || exporting.isLoading}
          startIcon={exporting.isLoading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {labels.exportLedger}
        </Button>
      </Stack>
    </SectionCard>
  );
}
