import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { leaderboardTexts, type LeaderboardEntry } from '@fr/contracts/leaderboard';
import { formatNumber, formatPercent } from '../../../lib/format';

const t = leaderboardTexts.leaderboard;

function EntryRow({ entry }: { entry: LeaderboardEntry }) {
  return (
    <TableRow
      selected={entry.isMe}
      aria-current={entry.isMe ? 'true' : undefined}
      data-testid={entry.isMe ? 'leaderboard-my-row' : 'leaderboard-row'}
    >
      <TableCell sx={{ fontWeight: 700 }}>{entry.rank}</TableCell>
      <TableCell sx={{ fontWeight: entry.isMe ? 700 : undefined, overflowWrap: 'anywhere' }}>
        {entry.displayName}
        {entry.isMe && <Chip label={t.you} size="small" color="primary" sx={{ ml: 1 }} />}
      </TableCell>
      <TableCell align="right" sx={{ color: entry.overperformancePercent >= 0 ? 'success.main' : 'text.secondary', fontWeight: 700 }}>
        {formatPercent(entry.overperformancePercent, { digits: 2, signed: true })}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatNumber(entry.currentPoints)} / {formatNumber(entry.projectedPoints)}
      </TableCell>
    </TableRow>
  );
}

/** The top of the board, and the player's own line under a divider when it ranks below it. */
export function LeaderboardTable({
  entries,
  mine,
  caption,
}: {
  entries: LeaderboardEntry[];
  mine: LeaderboardEntry | null;
  caption: string;
}) {
  const below = mine && !entries.some((e) => e.isMe) ? mine : null;
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell>{t.columns.rank}</TableCell>
          <TableCell>{t.columns.player}</TableCell>
          <TableCell align="right">{t.columns.overperformance}</TableCell>
          <TableCell align="right">{t.columns.points}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <EntryRow key={entry.rank} entry={entry} />
        ))}
        {below && (
          <>
            <TableRow>
              <TableCell colSpan={4} sx={{ color: 'text.secondary', fontWeight: 700, borderTop: 2, borderColor: 'divider' }}>
                {t.yourRank}
              </TableCell>
            </TableRow>
            <EntryRow entry={below} />
          </>
        )}
      </TableBody>
    </Table>
  );
}
