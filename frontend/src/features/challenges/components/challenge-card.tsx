import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { ChallengeType, Difficulty } from '@fr/contracts/challenges';
import { ADULT_OFFER_MINIMUM_AGE } from '@fr/contracts/eligibility';
import type { Challenge } from '@fr/contracts/challenges';
import { useEligibilityGate } from '../../../components/eligibility/use-eligibility-gate';
import { useNotify } from '../../../components/notifications/use-notify';
import { useAppDispatch } from '../../../hooks/store-hooks';
import { openAuthModal } from '../../../stores/auth-modal-slice';
import { parseRequirements, reportMissingLink } from './requirements';
import { formatNumber } from '../../../lib/format';
import { challengesTexts } from '@fr/contracts/challenges';

const difficultyColor: Record<Difficulty, 'success' | 'info' | 'warning' | 'error'> = {
  easy: 'success',
  medium: 'info',
  hard: 'warning',
  legendary: 'error',
};

/** Challenges our own app completes (check-ins); every other kind may carry a partner link in its requirements. */
const ownTypes: readonly ChallengeType[] = ['daily', 'streak'];

const actionOf = (type: ChallengeType) => {
  const t = challengesTexts.challenges;
  return type === 'platform_signup' ? t.signUp : type === 'platform_sync' ? t.linkAccount : t.goToPartner;
};

interface Props {
  challenge: Challenge;
  authenticated: boolean;
}

/**
 * One challenge (spec §2, §3): difficulty, reward, progress; a completed one says COMPLETED and offers no action. A
 * partner challenge's button is a link to our click route, which issues the player's click and opens the partner in a
 * new tab; from then on the card is pending until the partner confirms. Visitors are asked to sign in first, since a
 * click belongs to a player. A 21+ offer (issue 22) first asks a player who never declared their eligibility, and tells
 * one under 21 why the link stays shut; the server refuses such a click as well.
 */
export function ChallengeCard({ challenge, authenticated }: Props) {
  const t = challengesTexts.challenges;
  const dispatch = useAppDispatch();
  const [opened, setOpened] = useState(false);
  const requirements = parseRequirements(challenge.requirements);
  const percent = challenge.maxProgress > 0 ? Math.min(100, (challenge.progress / challenge.maxProgress) * 100) : 0;
  const link = requirements?.affiliateLink;
  // Spec §5: invalid JSON still shows the button, which logs the fault and opens nothing.
  const hasPartnerLink = !challenge.completed && (link !== undefined || (requirements === null && !ownTypes.includes(challenge.type)));
  const pending = !challenge.completed && (challenge.pending || opened);
  const action = actionOf(challenge.type);
  const adultOffer = (requirements?.minimumAge ?? 0) >= ADULT_OFFER_MINIMUM_AGE;
  const eligibility = useEligibilityGate('adult-offer', adultOffer && authenticated && hasPartnerLink);
  const notify = useNotify();
  const openPartner = (event: { preventDefault: () => void }) => {
    if (!adultOffer || eligibility.status?.eligible) return setOpened(true);
    // The tab opens only once the declaration allows the offer; until the declaration is read, the server decides.
    if (eligibility.status === undefined) return setOpened(true);
    event.preventDefault();
    if (eligibility.status === null) {
      return eligibility.ask(() => {
        setOpened(true);
        window.open(link, '_blank', 'noopener,noreferrer');
      });
    }
    notify({ title: challenge.name, message: eligibility.status.reason ?? '', severity: 'error' });
  };
  const linkProps =
    link !== undefined && authenticated
      ? { component: 'a' as const, href: link, target: '_blank', rel: 'noopener noreferrer', onClick: openPartner }
      : { onClick: () => (link === undefined ? reportMissingLink(challenge) : dispatch(openAuthModal('signin'))) };
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
            {pending && (
              <Chip
                size="small"
                color="warning"
                icon={<HourglassTopIcon />}
                label={t.pendingBadge}
                data-testid="challenge-pending"
                sx={{ ml: 'auto', fontWeight: 700 }}
              />
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
            {pending && (
              <Typography variant="body2" color="warning.main" sx={{ mt: 0.5 }}>
                {t.pendingText}
              </Typography>
            )}
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
                variant={pending ? 'outlined' : 'contained'}
                endIcon={<OpenInNewIcon aria-hidden />}
                aria-label={t.partnerLinkLabel(action, challenge.name)}
                data-testid="challenge-link"
                {...linkProps}
              >
                {action}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
      {adultOffer && eligibility.dialog}
    </Card>
  );
}
