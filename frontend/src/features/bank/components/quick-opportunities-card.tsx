import { Link as RouterLink } from 'react-router-dom';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import BoltIcon from '@mui/icons-material/Bolt';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { clientRoutes } from '@fr/contracts/shell';
import type { Challenge } from '@fr/contracts/challenges';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { quickOpportunities } from './quick-opportunities';
import { formatNumber } from '../../../lib/format';
import { SectionCard } from '../../../components/section-card';
import { bankTexts } from '@fr/contracts/bank';
import { challengesTexts } from '@fr/contracts/challenges';

interface Props {
  challenges: readonly Challenge[] | undefined;
  failed: boolean;
  onRetry: () => void;
}

/** Up to five open challenges, each leading to its tab on the Challenges page (spec §2). */
export function QuickOpportunitiesCard({ challenges, failed, onRetry }: Props) {
  const t = bankTexts.bank;
  const opportunities = challenges ? quickOpportunities(challenges) : [];
  return (
    <SectionCard fill icon={<BoltIcon color="secondary" />} title={t.quickTitle} testId="quick-opportunities">
      {!challenges && (failed ? <ErrorState message={challengesTexts.challenges.loadFailed} onRetry={onRetry} /> : <LoadingState />)}
      {challenges && opportunities.length === 0 && (
        <Typography color="text.secondary" data-testid="quick-none">
          {t.allChallengesDone}
        </Typography>
      )}
      {opportunities.length > 0 && (
        <List disablePadding>
          {opportunities.map(({ challenge, tab }) => (
            <ListItem key={challenge.id} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={`${clientRoutes.challenges}?tab=${tab}`}
                data-testid="quick-opportunity"
                sx={{ borderRadius: 2, px: 1 }}
              >
                <ListItemText primary={challenge.name} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                <Typography sx={{ fontWeight: 700, color: 'secondary.main', whiteSpace: 'nowrap', ml: 1 }}>
                  +{formatNumber(challenge.coinReward)} {t.coins}
                </Typography>
                <ChevronRightIcon color="action" />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
