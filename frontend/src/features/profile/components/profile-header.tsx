import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { profileTexts, type ProfileResponse } from '@fr/contracts/profile';
import { formatNumber } from '../../../lib/format';
import { useGetStylesQuery } from '../../../api/shop';
import { StyleFrame } from '../../../components/style-frame';

/** How far the XP has come from this level's start toward the next level, in percent. */
export function levelProgress({ xp, levelXp, nextLevelXp }: Pick<ProfileResponse, 'xp' | 'levelXp' | 'nextLevelXp'>): number {
  const span = nextLevelXp - levelXp;
  return span > 0 ? Math.min(100, Math.max(0, ((xp - levelXp) / span) * 100)) : 100;
}

/** Spec §2: name, e-mail, level and the XP bar, with the initials as the avatar in the player's Style frame. */
export function ProfileHeader({ profile }: { profile: ProfileResponse }) {
  const t = profileTexts.profile;
  const equipped = useGetStylesQuery().data?.equipped;
  const xpText = t.xp(formatNumber(profile.xp), formatNumber(profile.nextLevelXp));
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <StyleFrame itemId={equipped}>
            <Avatar sx={{ width: 72, height: 72, fontSize: 28, fontWeight: 800, bgcolor: 'primary.main' }} data-testid="profile-avatar">
              {profile.avatar}
            </Avatar>
          </StyleFrame>
          <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h4" component="h1" data-testid="profile-name" sx={{ overflowWrap: 'anywhere' }}>
                {profile.name}
              </Typography>
              <Chip color="secondary" label={t.level(profile.level)} data-testid="profile-level" />
            </Stack>
            <Typography color="text.secondary" data-testid="profile-email" sx={{ overflowWrap: 'anywhere' }}>
              {profile.email}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={levelProgress(profile)}
              aria-label={t.xpLabel}
              aria-valuetext={xpText}
              sx={{ height: 10, borderRadius: 5 }}
            />
            <Typography variant="body2" color="text.secondary" data-testid="profile-xp">
              {xpText}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
