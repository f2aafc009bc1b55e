import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AdminPlayer } from '@fr/contracts/admin';
import { useSearchPlayersQuery } from '../../../api/admin';
import { IntegrityChecks } from './integrity-checks';
import { PlayerLedger } from './player-ledger';
import { TrialBalance } from './trial-balance';
import { EmptyState } from '../../../components/empty-state';
import { ledgerTexts } from '@fr/contracts/ledger';

const t = ledgerTexts.ledger;

/** Issue 11 item 6: find a player and audit their stream and balance; the trial balance; integrity checks. */
export function LedgerTab() {
  const [q, setQ] = useState('');
  const [player, setPlayer] = useState<AdminPlayer | null>(null);
  const search = useSearchPlayersQuery({ q: q.trim(), page: 1 }, { skip: q.trim() === '' });
  return (
    <Stack spacing={2}>
      <Paper sx={{ p: 2 }}>
        <Stack spacing={1}>
          <TextField label={t.searchLabel} helperText={t.searchHint} value={q} onChange={(e) => setQ(e.target.value)} type="search" />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {search.data?.users.map((user) => (
              <Button
                key={user.userId}
                size="small"
                variant={player?.userId === user.userId ? 'contained' : 'outlined'}
                onClick={() => setPlayer(user)}
              >
                {user.username}
              </Button>
            ))}
          </Stack>
          {player ? <PlayerLedger key={player.userId} userId={player.userId} /> : <EmptyState card={false} text={t.noPlayer} />}
        </Stack>
      </Paper>
      <TrialBalance />
      <IntegrityChecks />
    </Stack>
  );
}
