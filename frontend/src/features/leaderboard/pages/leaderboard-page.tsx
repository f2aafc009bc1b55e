import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LEAGUE_TIME_ZONE, sports, type Sport } from '@fr/contracts/fantasy';
import { leaderboardTexts, type LeaderboardWeek } from '@fr/contracts/leaderboard';
import { useGetLeaderboardQuery } from '../../../api/leaderboard';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { RequireAuth } from '../../../components/require-auth';
import { SectionCard } from '../../../components/section-card';
import { TabBar, TabPanel } from '../../../components/tab-bar';
import { formatDay } from '../../../lib/format';
import { LeaderboardBoard } from '../components/leaderboard-board';

const t = leaderboardTexts.leaderboard;
const sportLabels = Object.fromEntries(sports.map((s) => [s, s])) as Record<Sport, string>;

/** Weeks are named by their first day in league time, as the server names them, whatever the reader's zone. */
const weekLabel = (week: LeaderboardWeek, current: boolean) => t.weekOption(formatDay(week.start, LEAGUE_TIME_ZONE), current);

function Leaderboard() {
  const [sport, setSport] = useState<Sport>('NFL');
  const [week, setWeek] = useState<string | undefined>(undefined);
  // Fetched again on every visit: a change of the Settings switch shows here without a reload.
  const board = useGetLeaderboardQuery({ sport, week }, { refetchOnMountOrArgChange: true });
  // The board shown is the one asked for (not the last sport's while the next loads); the week list is the same for all.
  const data = board.currentData;
  const weeks = board.data?.weeks ?? [];

  const body = () => {
    if (board.isFetching && !data) return <LoadingState />;
    if (!data) return <ErrorState message={t.loadFailed} onRetry={() => void board.refetch()} />;
    return <LeaderboardBoard board={data} caption={`${t.title}: ${sport}, ${weekLabel(data.week, data.week.id === weeks[0]?.id)}`} />;
  };

  return (
    <Stack spacing={3}>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <TabBar name="leaderboard" tabs={sports} value={sport} onChange={setSport} labels={sportLabels} label={t.sportsLabel} testIds />
      <TabPanel name="leaderboard" value={sport} spacing={2}>
        {weeks.length > 0 && (
          <TextField
            select
            label={t.weekLabel}
            value={data?.week.id ?? ''}
            onChange={(event) => setWeek(event.target.value)}
            slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'leaderboard-week' } }}
            sx={{ maxWidth: 320 }}
          >
            {weeks.map((w, i) => (
              <option key={w.id} value={w.id}>
                {weekLabel(w, i === 0)}
              </option>
            ))}
          </TextField>
        )}
        {body()}
      </TabPanel>
      <SectionCard title={t.helpTitle}>
        <Stack spacing={1}>
          {t.help.map((line) => (
            <Typography key={line} variant="body2" color="text.secondary">
              {line}
            </Typography>
          ))}
        </Stack>
      </SectionCard>
    </Stack>
  );
}

/** The weekly leaderboard of overperformance by sport (issue 22), for signed-in players. */
export function LeaderboardPage() {
  return (
    <RequireAuth message={t.authRequired}>
      <Leaderboard />
    </RequireAuth>
  );
}
