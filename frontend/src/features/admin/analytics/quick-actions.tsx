import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiRoutes } from '@fr/contracts/api-routes';
import { roleMayCall, type AdminRole } from '@fr/contracts/admin';
import { useNotify } from '../../../components/notifications/use-notify';
import { useExportCsvMutation, useGenerateMetricsMutation } from '../../../api/analytics';
import { errorMessage, serverMessage } from '../../../lib/api-error';
import { labels } from './labels';
import { analyticsTexts } from '@fr/contracts/analytics';

const t = analyticsTexts.analytics;

/** Overview quick actions (spec §2): each shows its progress; the server refuses a role anyway, so hide what it may not call. */
export function QuickActions({ role }: { role: AdminRole }) {
  const notify = useNotify();
  const [generate, generating] = useGenerateMetricsMutation();
  const [exportCsv, exporting] = useExportCsvMutation();
  const exportingKind = exporting.isLoading ? exporting.originalArgs?.kind : undefined;

  const runGenerate = async () => {
    try {
      await generate().unwrap();
      notify({ title: t.metricsGenerated, severity: 'success' });
    } catch (error) {
      notify({ title: labels.generateMetrics, message: serverMessage(error, errorMessage(error)), severity: 'error' });
    }
  };

  const runExport = async (kind: 'revenue' | 'platforms') => {
    try {
      await exportCsv({ kind }).unwrap();
    } catch {
      notify({ title: t.exportFailedTitle, message: t.exportFailed, severity: 'error' });
    }
  };

  const spinner = <CircularProgress size={16} color="inherit" aria-hidden />;

  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {labels.quickActions}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {roleMayCall(apiRoutes.generateMetrics, role) && (
          <Button
            variant="contained"
            onClick={() => void runGenerate()}
            disabled={generating.isLoading}
            startIcon={generating.isLoading ? spinner : undefined}
          >
            {labels.generateMetrics}
          </Button>
        )}
        {roleMayCall(apiRoutes.exportRevenue, role) && (
          <Button
            variant="outlined"
            onClick={() => void runExport('revenue')}
            disabled={exporting.isLoading}
            startIcon={exportingKind === 'revenue' ? spinner : undefined}
          >
            {labels.exportRevenue}
          </Button>
        )}
        {roleMayCall(apiRoutes.exportPlatforms, role) && (
          <Button
            variant="outlined"
            onClick={() => void runExport('platforms')}
            disabled={exporting.isLoading}
            startIcon={exportingKind === 'platforms' ? spinner : undefined}
          >
            {labels.exportPlatforms}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
