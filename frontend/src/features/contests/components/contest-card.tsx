import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { contestsTexts, type Contest } from '@fr/contracts/contests';

/** One contest (spec §3 Partner contest): platform, what it is, the prize, when it locks, and a way to its details. */
export function ContestCard({ contest, onOpen, featured = false }: { contest: Contest; onOpen: () => void; featured?: boolean }) {
  const t = contestsTexts.contests;
  return (
    <Card
      component="article"
      aria-labelledby={`contest-${contest.id}-title`}
      data-testid={featured ? 'featured-contest' : 'contest-card'}
      data-contest-id={contest.id}
      variant={featured ? 'elevation' : 'outlined'}
      sx={{ height: '100%', ...(featured && { borderTop: 4, borderColor: 'primary.main' }) }}
    >
      <CardContent sx={{ height: '100%', p: 2.5, '&:last-child': { pb: 2.5 } }}>
        <Stack spacing={1.5} sx={{ height: '100%' }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip size="small" color="primary" label={contest.platform} />
            <Chip size="small" variant="outlined" label={t.frequencies[contest.frequency]} />
            {contest.sports.map((sport) => (
              <Chip key={sport} size="small" variant="outlined" label={sport} />
            ))}
          </Stack>
          <div>
            <Typography variant="h6" component="h3" id={`contest-${contest.id}-title`}>
              {contest.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {contest.description}
            </Typography>
          </div>
          <Typography variant="h5" component="p" color="primary" sx={{ fontWeight: 800, flex: 1 }}>
            {contest.prize}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {t.endsIn(contest.timeRemaining)}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="contest-participants">
              {t.participants(contest.participants)}
            </Typography>
          </Stack>
          <Button variant="outlined" onClick={onOpen} aria-label={`${t.details}: ${contest.title}`} data-testid="contest-details">
            {t.details}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
