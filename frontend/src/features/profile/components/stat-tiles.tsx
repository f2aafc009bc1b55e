import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { profileTexts, type ProfileResponse } from '@fr/contracts/profile';
import { clientRoutes } from '@fr/contracts/shell';
import { useViewMode } from '../../../components/view-mode/view-mode-context';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { formatCoins, formatDay, formatNumber, formatPercent } from '../../../lib/format';

type StatKey = keyof typeof profileTexts.profile.stats;

function Tile({ stat, value, to }: { stat: StatKey; value: string; to?: string }) {
  const content: ReactNode = (
    <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 800 }} data-testid={`stat-${stat}`}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {profileTexts.profile.stats[stat]}
      </Typography>
    </CardContent>
  );
  return (
    <Card sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }} data-testid="stat-coins-link">
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

/** The six stat tiles (spec §2), from the ledger and read models; the coins tile goes to the Bank. */
export function StatTiles({ stats }: { stats: ProfileResponse['stats'] }) {
  const mobile = useViewMode() === 'mobile';
  const size = mobile ? 6 : { xs: 6, sm: 4, lg: 2 };
  const zone = useTimeZone();
  const tiles: Array<{ stat: StatKey; value: string; to?: string }> = [
    { stat: 'coins', value: formatCoins(stats.coins), to: clientRoutes.bank },
    { stat: 'totalPrizes', value: formatNumber(stats.totalPrizes) },
    { stat: 'ticketsEarned', value: formatNumber(stats.ticketsEarned) },
    { stat: 'winRate', value: formatPercent(stats.winRate) },
    { stat: 'currentStreak', value: formatNumber(stats.currentStreak) },
    { stat: 'memberSince', value: formatDay(stats.memberSince, zone) },
  ];
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {tiles.map((tile) => (
        <Grid key={tile.stat} size={size} component="li">
          <Tile {...tile} />
        </Grid>
      ))}
    </Grid>
  );
}
