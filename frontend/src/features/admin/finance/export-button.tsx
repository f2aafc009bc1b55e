import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { analyticsTexts, type DateRangeQuery, type ExportKind, type PaymentsQuery } from '@fr/contracts/analytics';
import { useNotify } from '../../../components/notifications/use-notify';
import { useExportCsvMutation } from '../../../api/analytics';

const t = analyticsTexts;

/** Downloads one CSV of the range (named by the server with its kind and range) and says which file it saved. */
export function ExportButton({
  kind,
  range,
  status,
  label,
}: {
  kind: ExportKind;
  range: DateRangeQuery;
  status?: PaymentsQuery['status'];
  label: string;
}) {
  const [exportCsv, exporting] = useExportCsvMutation();
  const notify = useNotify();
  const run = async () => {
    try {
      const { fileName } = await exportCsv({ kind, range, status }).unwrap();
      notify({ title: t.finance.downloaded(fileName), severity: 'success' });
    } catch {
      notify({ title: t.analytics.exportFailedTitle, message: t.analytics.exportFailed, severity: 'error' });
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={() => void run()}
      disabled={exporting.isLoading}
      data-testid={`export-${kind}`}
      startIcon={exporting.isLoading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
    >
      {label}
    </Button>
  );
}
