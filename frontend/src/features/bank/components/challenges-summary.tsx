import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { clientRoutes } from '@fr/contracts/shell';
import type { Challenge } from '@fr/contracts/challenges';
import { SectionCard } from '../../../components/section-card';
import { bankTexts } from '@fr/contracts/bank';

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div>
      <Typography variant="h4" component="p" data-testid={testId} sx={{ fontWeight: 800 }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </div>
  );
}

/** Completed and remaining challenges with the way to all of them (spec §2). */
export function ChallengesSummary({ challenges, failed }: { challenges: readonly Challenge[] | undefined; failed: boolean }) {
  const t = bankTexts.bank;
  const completed = challenges?.filter((challenge) => challenge.completed).length ?? 0;
  return (
    <SectionCard fill icon={<EmojiEventsIcon color="secondary" />} title={t.challengesTitle} testId="bank-challenges">
      {challenges ? (
        <Stack direction="row" spacing={4}>
          <Count label={t.completed} value={completed} testId="challenges-completed" />
          <Count label={t.remaining} value={challenges.length - completed} testId="challenges-remaining" />
        </Stack>
      ) : (
        // A failed load is reported once, by the opportunities card beside this one.
        !failed && <Skeleton variant="rounded" height={64} />
      )}
      <Button component={RouterLink} to={clientRoutes.challenges} variant="outlined" sx={{ mt: 'auto', alignSelf: 'flex-start' }}>
        {t.viewAllChallenges}
      </Button>
    </SectionCard>
  );
}
