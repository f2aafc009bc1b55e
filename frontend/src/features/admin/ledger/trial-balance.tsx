import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { ledgerAccountLabel, ledgerTexts } from '@fr/contracts/ledger';
import { useGetTrialBalanceQuery } from '../../../api/ledger';
import { formatNumber } from '../../../lib/format';
import { SectionCard } from '../../../components/section-card';
import { QueryState } from '../../../components/query-state';
import { coinsTexts } from '@fr/contracts/coins';

const t = ledgerTexts.ledger;

/** Every account summed per lot: what players hold against the system accounts, zero in double entry. */
export function TrialBalance() {
  const trial = useGetTrialBalanceQuery();
  return (
    <SectionCard
      outlined
      title={t.trialBalanceTitle}
      action={
        trial.data && (
          <Chip
            data-testid="trial-balance-status"
            color={trial.data.balanced ? 'success' : 'error'}
            label={trial.data.balanced ? t.balanced : t.unbalanced}
          />
        )
      }
    >
      <QueryState query={trial} failed={t.loadFailed}>
        {(data) => (
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
              {data.lots.map((lot) => (
                <TableRow key={lot.lot}>
                  <TableCell>{coinsTexts.coinLots[lot.lot]}</TableCell>
                  <TableCell align="right">{formatNumber(lot.players)}</TableCell>
                  <TableCell align="right">{formatNumber(lot.system)}</TableCell>
                  <TableCell align="right">{formatNumber(lot.total)}</TableCell>
                </TableRow>
              ))}
              {data.systemAccounts.map((account) => (
                <TableRow key={account.account}>
                  <TableCell colSpan={2}>
                    <Tooltip title={account.account}>
                      <span>{ledgerAccountLabel(account.account)}</span>
                    </Tooltip>
                  </TableCell>
                  <TableCell align="right" colSpan={2}>
                    {formatNumber(account.balance)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryState>
    </SectionCard>
  );
}
