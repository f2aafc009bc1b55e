import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { LEDGER_STREAM_PAGE_SIZE, type LedgerBalanceResponse, type LedgerStreamEvent, ledgerTexts } from '@fr/contracts/ledger';
import { useGetBalanceAsOfQuery, useGetPlayerStreamQuery } from '../../../api/ledger';
import { browserTimeZone, formatDateTime, formatNumber, fromDateTimeInput, toDateTimeInput } from '../../../lib/format';
import { QueryState } from '../../../components/query-state';
import { PagedTable } from '../components/paged-table';
import { PersonLabel } from '../components/person-label';

const t = ledgerTexts.ledger;

function Lots({ title, lots }: { title: string; lots: Pick<LedgerBalanceResponse['ledger'], 'balance' | 'earned' | 'purchased'> }) {
  return (
    <Stack>
      <Typography variant="subtitle2">{title}</Typography>
      <Typography data-testid={`lots-${title}`}>
        {formatNumber(lots.balance)} ({formatNumber(lots.earned)} earned, {formatNumber(lots.purchased)} purchased)
      </Typography>
    </Stack>
  );
}

/** Why the event is on the log, in words: the command and who asked by name; the command and request ids on hover. */
function Cause({ cause }: { cause: LedgerStreamEvent['cause'] }) {
  const ids = [cause.command, cause.correlationId].filter(Boolean).join(' · ');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {cause.label && (
        <Tooltip title={`${t.causeIds}: ${ids}`}>
          <Typography component="span" variant="body2">
            {cause.label}
          </Typography>
        </Tooltip>
      )}
      {cause.by && (
        <>
          <Typography component="span" variant="body2" color="text.secondary">
            {t.by}
          </Typography>
          <PersonLabel person={cause.by} showEmail={false} />
        </>
      )}
    </Stack>
  );
}

/** One player's balance as of a chosen moment (replayed and from the ledger side by side) and their stream. */
export function PlayerLedger({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  // An admin has no player profile: the as-of input and the dates are in the browser's zone.
  const zone = browserTimeZone();
  const [asOfInput, setAsOfInput] = useState(() => toDateTimeInput(new Date(), zone));
  const asOf = fromDateTimeInput(asOfInput, zone)?.toISOString() ?? null;
  const stream = useGetPlayerStreamQuery({ userId, page, pageSize: LEDGER_STREAM_PAGE_SIZE });
  const balance = useGetBalanceAsOfQuery({ userId, asOf: asOf ?? '' }, { skip: !asOf });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label={t.asOfLabel}
          type="datetime-local"
          value={asOfInput}
          onChange={(e) => setAsOfInput(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
        />
        {balance.data && (
          <>
            <Lots title={t.replayed} lots={balance.data.replayed} />
            <Lots title={t.fromLedger} lots={balance.data.ledger} />
            <Chip color={balance.data.matches ? 'success' : 'error'} label={balance.data.matches ? t.matches : t.differs} />
          </>
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3">
          {t.streamTitle}
        </Typography>
        {stream.data && (
          <PersonLabel
            person={{ id: stream.data.player.userId, kind: 'player', name: stream.data.player.username, email: stream.data.player.email }}
          />
        )}
      </Stack>
      <QueryState query={stream} failed={t.loadFailed} isEmpty={(data) => data.events.length === 0} emptyText={t.noEvents}>
        {(data) => (
          <PagedTable
            label={t.streamTitle}
            columns={[
              { label: '#' },
              { label: t.when },
              { label: t.event },
              { label: t.coins, figures: true },
              { label: t.balanceAfter, figures: true },
              { label: t.cause },
            ]}
            total={data.total}
            pageSize={LEDGER_STREAM_PAGE_SIZE}
            page={page}
            onPage={setPage}
          >
            {data.events.map((event) => (
              <TableRow key={event.eventId}>
                <TableCell>{event.streamPosition}</TableCell>
                <TableCell>{formatDateTime(event.recordedAt, zone)}</TableCell>
                <TableCell>
                  <Tooltip title={event.type}>
                    <span>{event.label}</span>
                  </Tooltip>
                </TableCell>
                <TableCell align="right">{event.coins ? formatNumber(event.coins.amount) : ''}</TableCell>
                <TableCell align="right">{event.coins ? formatNumber(event.coins.balanceAfter) : ''}</TableCell>
                <TableCell>
                  <Cause cause={event.cause} />
                </TableCell>
              </TableRow>
            ))}
          </PagedTable>
        )}
      </QueryState>
    </Stack>
  );
}
