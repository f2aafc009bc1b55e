import Grid from '@mui/material/Grid';
import type { Challenge } from '@fr/contracts/challenges';
import { useViewMode } from '../../../components/view-mode/view-mode-context';
import { ChallengeCard } from './challenge-card';
import { EmptyState } from '../../../components/empty-state';
import { challengesTexts } from '@fr/contracts/challenges';

interface Props {
  challenges: readonly Challenge[];
  completedTab: boolean;
  authenticated: boolean;
}

/** The challenges of one tab as a grid of cards, or a line saying the tab is empty. */
export function ChallengeList({ challenges, completedTab, authenticated }: Props) {
  const mobile = useViewMode() === 'mobile';
  if (challenges.length === 0) {
    return (
      <EmptyState
        card={false}
        text={completedTab ? challengesTexts.challenges.emptyCompleted : challengesTexts.challenges.empty}
        testId="challenges-empty"
      />
    );
  }
  return (
    <Grid container spacing={2}>
      {challenges.map((challenge) => (
        <Grid key={challenge.id} size={mobile ? 12 : { xs: 12, sm: 6, md: 4 }}>
          <ChallengeCard challenge={challenge} authenticated={authenticated} />
        </Grid>
      ))}
    </Grid>
  );
}
