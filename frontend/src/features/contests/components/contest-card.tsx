import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { contestsTexts, type Contest } from '@fr/contracts/contests';
import { CatalogueCard } from '../../../components/catalogue-card';

/** One contest (spec §3 Partner contest): platform, what it is, the prize, when it locks, and a way to its details. */
export function ContestCard({ contest, onOpen, featured = false }: { contest: Contest; onOpen: () => void; featured?: boolean }) {
  const t = contestsTexts.contests;
  return (
    <CatalogueCard
      id={`contest-${contest.id}-title`}
      chips={
        <>
          <Chip size="small" color="primary" label={contest.platform} />
          <Chip size="small" variant="outlined" label={t.frequencies[contest.frequency]} />
          {contest.sports.map((sport) => (
            <Chip key={sport} size="small" variant="outlined" label={sport} />
          ))}
        </>
      }
      title={contest.title}
      description={contest.description}
      value={contest.prize}
      valueColor="primary.main"
      facts={
        <>
          <Typography variant="body2" color="text.secondary">
            {t.endsIn(contest.timeRemaining)}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="contest-participants">
            {t.participants(contest.participants)}
          </Typography>
        </>
      }
      detailsLabel={t.details}
      detailsTestId="contest-details"
      onOpen={onOpen}
      card={{
        'data-testid': featured ? 'featured-contest' : 'contest-card',
        'data-contest-id': contest.id,
        variant: featured ? 'elevation' : 'outlined',
        sx: { height: '100%', ...(featured && { borderTop: 4, borderColor: 'primary.main' }) },
      }}
    />
  );
}
