import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INTEGRITY_CHECKS_POLL_MS, type IntegrityCheck, ledgerTexts } from '@fr/contracts/ledger';
import { useNotify } from '../../../components/notifications/use-notify';
import { useVisiblePolling } from '../../../hooks/use-page-visible';
import { errorMessage, serverMessage } from '../../../lib/api-error';
import { useGetIntegrityChecksQuery, useRunIntegrityCheckMutation } from '../../../api/ledger';
import { browserTimeZone, formatDateTime, formatNumber } from '../../../lib/format';
import { SectionCard } from '../../../components/section-card';
import { QueryState } from '../../../components/query-state';
import { PersonLabel } from '../components/person-label';

const t = ledgerTexts.ledger;
const statusColor = { queued: 'default', passed: 'success', failed: 'error' } as const;

/** Rows that differ, as the check wrote them, for whoever repairs the read model. */
function RowList({ label, rows }: { label: string; rows: readonly string[] }) {
  if (rows.length === 0) return null;
  return (
    <Typography component="div" variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
      {label}:
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </Box>
    </Typography>
  );
}

function CheckRow({ check }: { check: IntegrityCheck }) {
  const differing = check.projectors.filter((p) => !p.compared || !p.equal);
  return (
    <Stack spacing={0.5} data-testid={`integrity-check-${check.checkId}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" color={statusColor[check.status]} label={t.status[check.status]} />
        <Typography variant="body2">{formatDateTime(check.requestedAt, browserTimeZone())}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t.requestedBy}
        </Typography>
        <PersonLabel person={check.requester} showEmail={false} />
        {check.events !== null && (
          <Typography variant="body2">
            {formatNumber(check.events)} {t.eventsReplayed}
          </Typography>
        )}
      </Stack>
      {differing.map((p) => (
        <Stack key={p.projector} spacing={0.25} sx={{ pl: 2 }} data-testid="integrity-difference">
          <Typography variant="body2" color="error">
            {t.readModel(p.projector)}: {p.compared ? t.differsAt : t.notCompared}
          </Typography>
          {p.tables
            .filter((table) => table.missing.length > 0 || table.unexpected.length > 0 || table.liveRows !== table.rebuiltRows)
            .map((table) => (
              <Stack key={table.table} spacing={0.25} sx={{ pl: 2 }}>
                <Typography variant="body2">
                  {t.tableDiffers(table.table, table.liveRows, table.rebuiltRows, table.missing.length, table.unexpected.length)}
                </Typography>
                <RowList label={t.missingRows} rows={table.missing} />
                <RowList label={t.unexpectedRows} rows={table.unexpected} />
              </Stack>
            ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** Run a rebuild-and-compare of every read model, and the latest results (asked again while one is queued). */
export function IntegrityChecks() {
  const list = useGetIntegrityChecksQuery();
  const queued = list.data?.checks.some((c) => c.status === 'queued') ?? false;
  // A second subscription to the same cache entry (one request) that polls only while a check is queued.
  useGetIntegrityChecksQuery(undefined, { pollingInterval: useVisiblePolling(queued ? INTEGRITY_CHECKS_POLL_MS : 0) });
  const [run, { isLoading }] = useRunIntegrityCheckMutation();
  const notify = useNotify();

  const start = async () => {
    try {
      const answer = await run().unwrap();
      notify({ title: t.integrityTitle, message: answer.message, severity: 'success' });
    } catch (error) {
      notify({ title: t.integrityTitle, message: serverMessage(error, errorMessage(error)), severity: 'error' });
    }
  };

  return (
    <SectionCard
      outlined
      title={t.integrityTitle}
      action={
        <Button variant="contained" onClick={() => void start()} disabled={isLoading}>
          {t.runCheck}
        </Button>
      }
    >
      <QueryState query={list} failed={t.loadFailed} isEmpty={(data) => data.checks.length === 0} emptyText={t.noChecks}>
        {(data) => data.checks.map((check) => <CheckRow key={check.checkId} check={check} />)}
      </QueryState>
    </SectionCard>
  );
}
