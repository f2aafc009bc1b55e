import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { leaderboardTexts, type LeaderboardResponse } from '@fr/contracts/leaderboard';
import { clientRoutes } from '@fr/contracts/shell';
import { EmptyState } from '../../../components/empty-state';
import { LeaderboardTable } from './leaderboard-table';

const t = leaderboardTexts.leaderboard;

/** One sport's board for one week: its state, the player's hidden note, the lines or the empty state. */
export function LeaderboardBoard({ board, caption }: { board: LeaderboardResponse; caption: string }) {
  const { me } = board;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {board.week.status === 'final' ? (
          <Chip label={t.final} color="success" size="small" />
        ) : (
          <>
            <Chip label={t.inProgress} color="warning" size="small" />
            <Typography variant="body2" color="text.secondary">
              {t.live}
            </Typography>
          </>
        )}
        {board.totalPlayers > 0 && (
          <Typography variant="body2" color="text.secondary" data-testid="leaderboard-count">
            {board.totalPlayers > board.entries.length ? t.topOf(board.entries.length, board.totalPlayers) : t.players(board.totalPlayers)}
          </Typography>
        )}
      </Stack>
      {me.hidden && (
        <Alert
          severity="info"
          data-testid="leaderboard-hidden"
          action={
            <Button component={RouterLink} to={`${clientRoutes.profile}?tab=settings`} color="inherit" size="small">
              {t.openSettings}
            </Button>
          }
        >
          <AlertTitle>{t.hiddenTitle}</AlertTitle>
          {t.hiddenText}
        </Alert>
      )}
      {board.entries.length === 0 ? (
        <EmptyState card={false} title={t.emptyTitle} text={t.emptyText} testId="leaderboard-empty" />
      ) : (
        <>
          <LeaderboardTable entries={board.entries} mine={me.entry} caption={caption} />
          {!me.hidden && !me.entry && (
            <Typography variant="body2" color="text.secondary">
              {t.notRanked}
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}
