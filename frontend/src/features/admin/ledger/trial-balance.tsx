import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { texts } from '@fr/contracts/texts';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useGetTrialBalanceQuery } from '../../../api/ledger';
import { formatNumber } from '../../../lib/format';

const t = texts.ledger;

/** Every account summed per lot: what players hold against the system accounts, zero in double entry. */
export function TrialBalance() {
  const trial = useGetTrialBalanceQuery();
  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t.trialBalanceTitle}
          </Typography>
          {trial.data && (
            <Chip
              data-testid="trial-balance-status"
              color={trial.data.balanced ? 'success' : 'error'}
              label={trial.data.balanced ? t.balanced : t.unbalanced}
            />
          )}
        </Stack>
        {trial.isLoading ? (
          <LoadingState />
        ) : trial.isError || !trial.data ? (
          <ErrorState message={t.loadFailed} onRetry={() => void trial.refetch()} />
        ) : (
          <Table size="small" aria-label={t.trialBalanceTitle}>
            <TableHead>
              <TableRow>
                <TableCell>{t.lot}</TableCell>
                <TableCell align="right">{t.players}</TableCell>
                <TableCell align="right">{t.system}</TableCell>
                <TableCell align="right">{t.total}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {trial.data.lots.map((lot) => (
                <TableRow key={lot.lot}>
                  <TableCell>{lot.lot}</TableCell>
                  <TableCell align="right">{formatNumber(lot.players)}</TableCell>
                  <TableCell align="right">{formatNumber(lot.system)}</TableCell>
                  <TableCell align="right">{formatNumber(lot.total)}</TableCell>
                </TableRow>
              ))}
              {trial.data.systemAccounts.map((account) => (
                <TableRow key={account.account}>
                  <TableCell colSpan={2}>{account.account}</TableCell>
                  <TableCell align="right" colSpan={2}>
                    {formatNumber(account.balance)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
