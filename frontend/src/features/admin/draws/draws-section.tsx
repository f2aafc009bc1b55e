import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminRole } from '@fr/contracts/admin';
import type { AdminDrawRunIssue, AdminJobRun, AdminRaffleMonitor } from '@fr/contracts/raffles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { FactRow } from '../../../components/fact-row';
import { useNotify } from '../../../components/notifications/use-notify';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { errorMessage, serverMessage } from '../../../lib/api-error';
import { browserTimeZone, formatDateTime, formatDrawTime, formatNumber } from '../../../lib/format';
import { useDrawNowMutation, useGetAdminDrawsQuery, useRetryDrawRunMutation } from '../../../api/admin-draws';
import { PersonLabel } from '../components/person-label';
import { rafflesTexts } from '@fr/contracts/raffles';

const t = rafflesTexts.adminDraws;

function RaffleCard({ raffle, canDrawNow, onDrawNow }: { raffle: AdminRaffleMonitor; canDrawNow: boolean; onDrawNow: () => void }) {
  const zone = browserTimeZone();
  const beacon = raffle.beaconRound === null ? t.noBeaconRound : `#${raffle.beaconRound} · ${t.beaconStates[raffle.beaconState]}`;
  return (
    <SectionCard
      title={raffle.raffleName}
      outlined
      fill
      testId={`draw-monitor-${raffle.raffleId}`}
      action={
        canDrawNow && (
          <Button size="small" variant="outlined" onClick={onDrawNow}>
            {t.drawNow}
          </Button>
        )
      }
    >
      <Stack spacing={1}>
        <FactRow label={t.period} value={raffle.drawId} />
        <FactRow label={t.entries} value={formatNumber(raffle.entryCount)} />
        <FactRow label={t.closes} value={formatDrawTime(raffle.closesAt, zone)} />
        <FactRow label={t.beacon} value={beacon} />
        <Typography variant="subtitle2">{t.lastDraws}</Typography>
        {raffle.lastDraws.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t.noDraws}
          </Typography>
        )}
        {raffle.lastDraws.map((draw) => (
          <Stack key={draw.drawId} spacing={0.25} data-testid="last-draw">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="body2">{formatDateTime(draw.drawnAt, zone)}</Typography>
              <Link component={RouterLink} to={draw.proofPath} variant="body2">
                {t.proof}
              </Link>
            </Stack>
            {draw.winner ? (
              <PersonLabel person={draw.winner} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t.noWinner}
              </Typography>
            )}
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}

function IssueRow({ issue, canRetry }: { issue: AdminDrawRunIssue; canRetry: boolean }) {
  const [retry, { isLoading }] = useRetryDrawRunMutation();
  const notify = useNotify();
  const zone = browserTimeZone();
  const run = async () => {
    try {
      notify({ title: t.retry, message: (await retry(issue.drawId).unwrap()).message });
    } catch (error) {
      notify({ title: t.actionFailed, message: serverMessage(error, errorMessage(error)), severity: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="draw-issue">
      <Chip size="small" color={issue.error ? 'error' : 'warning'} label={issue.error ? t.failed : t.late} />
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        {issue.raffleName} · {issue.drawId} · {t.closes} {formatDrawTime(issue.closesAt, zone)}
        {issue.error && ` · ${t.attempts(issue.attempts)} · ${t.jobError(issue.error)}`}
      </Typography>
      {canRetry && (
        <Button size="small" onClick={() => void run()} disabled={isLoading}>
          {t.retry}
        </Button>
      )}
    </Stack>
  );
}

function JobRow({ job }: { job: AdminJobRun }) {
  const zone = browserTimeZone();
  const when = job.lastStartedAt ? formatDateTime(job.lastStartedAt, zone) : t.jobNever;
  const outcome = t.jobOutcomes[job.outcome];
  return <FactRow label={job.job} value={`${when} · ${outcome}${job.error ? ` · ${t.jobError(job.error)}` : ''}`} />;
}

/** The draw monitor (issue 23): every raffle's open period, beacon round and last draws; late or failed runs; jobs. */
export function DrawsSection({ role }: { role: AdminRole }) {
  const query = useGetAdminDrawsQuery();
  const [drawNow, { isLoading: drawing }] = useDrawNowMutation();
  const [asked, setAsked] = useState<AdminRaffleMonitor | null>(null);
  const notify = useNotify();
  const isAdmin = role === 'admin';

  const confirm = async () => {
    if (!asked) return;
    try {
      const result = await drawNow({ raffleId: asked.raffleId, drawId: asked.drawId }).unwrap();
      notify({ title: t.drawNow, message: result.message });
    } catch (error) {
      notify({ title: t.actionFailed, message: serverMessage(error, errorMessage(error)), severity: 'error' });
    }
    setAsked(null);
  };

  return (
    <QueryState query={query}>
      {(data) => (
        <Stack spacing={2} data-testid="draws-section">
          <SectionCard title={t.issuesTitle} outlined>
            {data.issues.length === 0 ? (
              <EmptyState card={false} text={t.noIssues} />
            ) : (
              data.issues.map((issue) => <IssueRow key={issue.drawId} issue={issue} canRetry={isAdmin} />)
            )}
          </SectionCard>
          <Grid container spacing={2}>
            {data.raffles.map((raffle) => (
              <Grid key={raffle.raffleId} size={{ xs: 12, md: 6, lg: 4 }}>
                <RaffleCard raffle={raffle} canDrawNow={isAdmin && data.drawNowAllowed} onDrawNow={() => setAsked(raffle)} />
              </Grid>
            ))}
          </Grid>
          <SectionCard title={t.jobsTitle} outlined>
            <Stack spacing={1}>
              {data.jobs.map((job) => (
                <JobRow key={job.job} job={job} />
              ))}
            </Stack>
          </SectionCard>
          <ConfirmDialog
            open={asked !== null}
            id="draw-now-title"
            title={t.drawNowConfirmTitle}
            notice={asked && <Typography variant="body2">{t.drawNowConfirm(asked.raffleName, asked.drawId)}</Typography>}
            summary={asked ? [{ label: t.entries, value: formatNumber(asked.entryCount) }] : []}
            confirmLabel={t.drawNow}
            cancelLabel={t.cancel}
            busy={drawing}
            onConfirm={() => void confirm()}
            onCancel={() => setAsked(null)}
            testId="draw-now-dialog"
          />
        </Stack>
      )}
    </QueryState>
  );
}
