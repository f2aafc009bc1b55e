import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SyncIcon from '@mui/icons-material/Sync';
import { fantasyTexts } from '@fr/contracts/fantasy';

/** State 2, connected without teams: one button that syncs (spec §2). */
export function ConnectSyncPanel({ syncing, onSync }: { syncing: boolean; onSync: () => void }) {
  const t = fantasyTexts.connectCard;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t.syncText}</Typography>
      <Button
        variant="contained"
        startIcon={<SyncIcon />}
        disabled={syncing}
        onClick={onSync}
        data-testid="sync-button"
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {syncing ? t.syncing : t.syncButton}
      </Button>
    </Stack>
  );
}
