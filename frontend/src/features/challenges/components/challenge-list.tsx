import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Challenge } from '@fr/contracts/challenges';
import { texts } from '@fr/contracts/texts';
import { useViewMode } from '../../../components/view-mode/view-mode-context';
import { ChallengeCard } from './challenge-card';

/** The challenges of one tab as a grid of cards, or a line saying the tab is empty. */
export function ChallengeList({ challenges, completedTab }: { challenges: readonly Challenge[]; completedTab: boolean }) {
  const mobile = useViewMode() === 'mobile';
  if (challenges.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="challenges-empty">
        {completedTab ? texts.challenges.emptyCompleted : texts.challenges.empty}
      </Typography>
    );
  }
  return (
    <Grid container spacing={2}>
      {challenges.map((challenge) => (
        <Grid key={challenge.id} size={mobile ? 12 : { xs: 12, sm: 6, md: 4 }}>
          <ChallengeCard challenge={challenge} />
        </Grid>
      ))}
    </Grid>
  );
}
