import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { ANALYTICS_TIME_ZONE, analyticsTexts, paymentStatuses, type DateRangeQuery, type PaymentsQuery } from '@fr/contracts/analytics';
import { useGetPaymentsQuery } from '../../../api/analytics';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { formatCents, formatDateTime } from '../../../lib/format';
import { PersonLabel } from '../components/person-label';
import { ExportButton } from './export-button';

const t = analyticsTexts.finance;
const c = t.paymentColumns;
const statusColor = { paid: 'success', refunded: 'warning', disputed: 'error' } as const;

/** Coin purchases of the range with their player, refunds and disputes, filtered by status; and their CSV. */
export function PaymentsTab({ range }: { range: DateRangeQuery }) {
  const [status, setStatus] = useState<PaymentsQuery['status']>();
  const payments = useGetPaymentsQuery({ ...range, status });
  return (
    <SectionCard outlined title={t.tabs.payments}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t.statusLabel}
            value={status ?? 'all'}
            onChange={(e) => setStatus(e.target.value === 'all' ? undefined : (e.target.value as PaymentsQuery['status']))}
            sx={{ minWidth: 160 }}
          >
            {(['all', ...paymentStatuses] as const).map((s) => (
              <MenuItem key={s} value={s}>
                {t.status[s]}
              </MenuItem>
            ))}
          </TextField>
          <ExportButton kind="payments" range={range} status={status} label={t.downloadCsv} />
        </Stack>
        <QueryState query={payments} isEmpty={(data) => data.payments.length === 0} emptyText={t.noPayments}>
          {(data) => (
            <Stack spacing={1}>
              {data.truncated && <Alert severity="info">{t.truncated}</Alert>}
              <Table size="small" data-testid="payments-table">
                <TableHead>
                  <TableRow>
                    <TableCell>{c.paidAt}</TableCell>
                    <TableCell>{c.player}</TableCell>
                    <TableCell>{c.package}</TableCell>
                    <TableCell align="right">{c.amount}</TableCell>
                    <TableCell>{c.status}</TableCell>
                    <TableCell align="right">{c.reversed}</TableCell>
                    <TableCell>{c.reference}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.payments.map((p) => (
                    <TableRow key={p.paymentId} data-testid="payment-row">
                      <TableCell>{formatDateTime(p.paidAt, ANALYTICS_TIME_ZONE)}</TableCell>
                      <TableCell>
                        <PersonLabel person={p.player} />
                      </TableCell>
                      <TableCell>{t.packageCoins(p.packageCoins, p.bonusCoins)}</TableCell>
                      <TableCell align="right">{formatCents(p.amountCents)}</TableCell>
                      <TableCell>
                        <Chip size="small" color={statusColor[p.status]} label={t.status[p.status]} />
                      </TableCell>
                      <TableCell align="right">{formatCents(p.refundedCents + p.disputedCents)}</TableCell>
                      <TableCell>
                        {p.providerReference ?? p.paymentId}
                        {p.testMode && <Chip size="small" variant="outlined" label={t.testMode} sx={{ ml: 1 }} />}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Stack>
          )}
        </QueryState>
      </Stack>
    </SectionCard>
  );
}
