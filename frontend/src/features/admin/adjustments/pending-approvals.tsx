import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { apiRoutes } from '@fr/contracts/api-routes';
import { roleMayCall, type AdminRole } from '@fr/contracts/admin';
import type { CoinAdjustment } from '@fr/contracts/coin-adjustments';
import { useDecideCoinAdjustmentMutation, useGetCoinAdjustmentsQuery } from '../../../api/coin-adjustments';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { useNotify } from '../../../components/notifications/use-notify';
import { errorMessage, serverMessage } from '../../../lib/api-error';
import { browserTimeZone, formatDateTime, formatSignedCoins } from '../../../lib/format';
import { PersonLabel } from '../components/person-label';
import { coinAdjustmentsTexts } from '@fr/contracts/coin-adjustments';

const t = coinAdjustmentsTexts.coinAdjustments;

/** Adjustments waiting for a second admin: approve or reject one as shown (the request's own admin cannot). */
export function PendingApprovals({ role }: { role: AdminRole }) {
  const query = useGetCoinAdjustmentsQuery('pending');
  const [decide, { isLoading }] = useDecideCoinAdjustmentMutation();
  const notify = useNotify();
  const mayDecide = roleMayCall(apiRoutes.adminApproveCoinAdjustment, role);

  const act = async (adjustment: CoinAdjustment, approve: boolean) => {
    const { requestId, amount, lot, reason } = adjustment;
    try {
      const answer = await decide({ requestId, approve, seen: { amount, lot, reason } }).unwrap();
      notify({ title: answer.message, message: adjustment.player.name });
    } catch (error) {
      notify({ title: approve ? t.approve : t.reject, message: serverMessage(error, errorMessage(error)), severity: 'error' });
    }
  };

  return (
    <SectionCard title={t.pendingTitle} testId="pending-approvals">
      <QueryState query={query} isEmpty={(data) => data.adjustments.length === 0} emptyText={t.nonePending}>
        {(data) => (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t.columns.player}</TableCell>
                <TableCell>{t.columns.amount}</TableCell>
                <TableCell>{t.columns.lot}</TableCell>
                <TableCell>{t.columns.reason}</TableCell>
                <TableCell>{t.columns.requestedBy}</TableCell>
                <TableCell>{t.columns.requestedAt}</TableCell>
                {mayDecide && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.adjustments.map((a) => (
                <TableRow key={a.requestId} data-testid={`pending-${a.requestId}`}>
                  <TableCell>
                    <PersonLabel person={a.player} showEmail={false} />
                  </TableCell>
                  <TableCell>{formatSignedCoins(a.amount)}</TableCell>
                  <TableCell>{t.lots[a.lot]}</TableCell>
                  <TableCell>{a.reason}</TableCell>
                  <TableCell>
                    <PersonLabel person={a.requestedBy} showEmail={false} />
                  </TableCell>
                  <TableCell>{formatDateTime(a.requestedAt, browserTimeZone())}</TableCell>
                  {mayDecide && (
                    <TableCell>
                      <Tooltip title={a.requestedByMe ? t.ownRequest : ''}>
                        <Stack direction="row" spacing={1}>
                          <Button
                            size="small"
                            variant="contained"
                            disabled={isLoading || a.requestedByMe}
                            onClick={() => void act(a, true)}
                          >
                            {t.approve}
                          </Button>
                          <Button size="small" disabled={isLoading || a.requestedByMe} onClick={() => void act(a, false)}>
                            {t.reject}
                          </Button>
                        </Stack>
                      </Tooltip>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryState>
    </SectionCard>
  );
}
