import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { Difficulty } from '@fr/contracts/challenges';
import type { Challenge } from '@fr/contracts/challenges';
import { texts } from '@fr/contracts/texts';
import { openAffiliateLink, parseRequirements, partnerLinkTypes } from './requirements';
import { formatNumber } from '../../../lib/format';

const difficultyColor: Record<Difficulty, 'success' | 'info' | 'warning' | 'error'> = {
  easy: 'success',
  medium: 'info',
  hard: 'warning',
  legendary: 'error',
};

/** One challenge (spec §2, §3): difficulty, reward, progress; a completed one says COMPLETED and offers no action. */
export function ChallengeCard({ challenge }: { challenge: Challenge }) {
  const t = texts.challenges;
  const requirements = parseRequirements(challenge.requirements);
  const percent = challenge.maxProgress > 0 ? Math.min(100, (challenge.progress / challenge.maxProgress) * 100) : 0;
  const hasPartnerLink = !challenge.completed && partnerLinkTypes.includes(challenge.type);
  return (
    <Card
      data-testid="challenge-card"
      data-completed={challenge.completed}
      sx={{ height: '100%', borderColor: challenge.completed ? 'success.main' : undefined }}
    >
      <CardContent sx={{ height: '100%', p: 2.5, '&:last-child': { pb: 2.5 } }}>
        <Stack spacing={1.5} sx={{ height: '100%' }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip
              size="small"
              variant="outlined"
              color={difficultyColor[challenge.difficulty]}
              label={t.difficulty[challenge.difficulty]}
            />
            {requirements?.minimumAge !== undefined && (
              <Chip size="small" variant="outlined" label={t.minimumAge(requirements.minimumAge)} />
            )}
            {requirements?.minimumDeposit !== undefined && (
              <Chip size="small" variant="outlined" label={t.minimumDeposit(requirements.minimumDeposit)} />
            )}
            {challenge.completed && (
              <Chip
                size="small"
                color="success"
                icon={<CheckCircleIcon />}
                label={t.completedBadge}
                data-testid="challenge-completed"
                sx={{ ml: 'auto', fontWeight: 700 }}
              />
            )}
          </Stack>
          <div>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {challenge.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {challenge.description}
            </Typography>
          </div>
          <Stack spacing={0.5} sx={{ mt: 'auto' }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="caption" color="text.secondary">
                {t.progress}
              </Typography>
              <Typography variant="caption" data-testid="challenge-progress" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {challenge.progress}/{challenge.maxProgress}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={percent}
              color={challenge.completed ? 'success' : 'primary'}
              aria-label={t.progress}
              sx={{ height: 6, borderRadius: 3 }}
            />
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <MonetizationOnIcon color="secondary" fontSize="small" />
              <Typography sx={{ fontWeight: 700 }} data-testid="challenge-reward">
                +{formatNumber(challenge.coinReward)} {t.coins}
              </Typography>
            </Stack>
            {hasPartnerLink && (
              <Button
                size="small"
                variant="contained"
                endIcon={<OpenInNewIcon />}
                onClick={() => openAffiliateLink(challenge)}
                data-testid="challenge-link"
              >
                {challenge.type === 'platform_signup' ? t.signUp : t.goToPartner}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
