import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { RecentWinnersResponse } from '@fr/contracts/raffles';
import { clientRoutes } from '@fr/contracts/shell';
import { tierColors, type TierName } from '../../../lib/tier-colors';
import { formatDay } from '../../../lib/format';
import { SectionCard } from '../../../components/section-card';
import { usePageSources } from '../../../components/page-sources';
import { withParam } from '../../../lib/paths';
import { homeTexts } from '@fr/contracts/home';

/** Winners of real draws, first name and initial only (issue 10); each links to its draw's proof. */
export function RecentWinners({ winners }: { winners: RecentWinnersResponse['winners'] }) {
  const { Link: RouterLink, useTimeZone } = usePageSources();
  const zone = useTimeZone();
  return (
    <SectionCard title={homeTexts.home.recentWinnersTitle} fill>
      <List disablePadding>
        {winners.map((winner) => (
          <ListItemButton
            key={winner.drawId}
            component={RouterLink}
            to={withParam(clientRoutes.drawProof, 'drawId', winner.drawId)}
            disableGutters
            data-testid="recent-winner"
          >
            <ListItemAvatar>
              <Avatar sx={{ bgcolor: tierColors[winner.tier as TierName], color: '#0b1220', fontWeight: 700 }}>
                {winner.name.charAt(0)}
              </Avatar>
            </ListItemAvatar>
            <ListItemText primary={`${winner.name} · ${winner.prize}`} secondary={`${winner.tier} · ${formatDay(winner.drawnAt, zone)}`} />
          </ListItemButton>
        ))}
      </List>{' '}
    </SectionCard>
  );
}
