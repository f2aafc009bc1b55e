import Button from '@mui/material/Button';
import SyncIcon from '@mui/icons-material/Sync';
import { errorMessage, serverMessage } from '../../../lib/api-error';
import { useSyncTeamsMutation } from '../../../api/fantasy';
import { useNotify } from '../../../components/notifications/use-notify';
import { fantasyTexts } from '@fr/contracts/fantasy';

/**
 * Syncing from the dashboard itself (spec §4 points failed syncs here). The player is already where the Home
 * card's sync would send them, so there is no redirect and a failure is reported as it is.
 */
export function DashboardSyncButton() {
  const [sync, { isLoading }] = useSyncTeamsMutation();
  const notify = useNotify();
  const t = fantasyTexts.connectCard;

  const run = async () => {
    try {
      const result = await sync().unwrap();
      if (!result.success) notify({ title: fantasyTexts.sync.failedTitle, severity: 'warning' });
    } catch (error) {
      notify({ title: fantasyTexts.sync.failedTitle, message: serverMessage(error, errorMessage(error)), severity: 'error' });
    }
  };

  return (
    <Button variant="outlined" startIcon={<SyncIcon />} disabled={isLoading} onClick={() => void run()} data-testid="dashboard-sync">
      {isLoading ? t.syncing : t.syncButton}
    </Button>
  );
}
