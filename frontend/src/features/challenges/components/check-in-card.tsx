import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { useGetCheckInProgressQuery } from '../../../api/check-in';
import { browserTimeZone } from '../../../lib/format';
import { useChallengesCheckIn } from './use-challenges-check-in';
import { formatNumber } from '../../../lib/format';
import { challengesTexts } from '@fr/contracts/challenges';

/**
 * The daily check-in at the top of every tab. Signed in, it shows what today's claim is worth and the streak; once
 * today is claimed, on this page or in the Bank, the button says so and is disabled.
 */
export function CheckInCard({ authenticated }: { authenticated: boolean }) {
  const t = challengesTexts.challenges;
  const progress = useGetCheckInProgressQuery(browserTimeZone(), { skip: !authenticated });
  const { onClaim, isClaiming, claimed, label } = useChallengesCheckIn(authenticated, progress.data?.claimedToday === true);
  return (
    <Box
      component="section"
      aria-labelledby="checkin-title"
      sx={{
        borderRadius: 3,
        p: { xs: 2, sm: 3 },
        border: 1,
        borderColor: 'primary.main',
        background: 'linear-gradient(120deg, rgba(34, 197, 94, 0.18), rgba(245, 179, 1, 0.10))',
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
          <EventAvailableIcon color="primary" sx={{ fontSize: 44 }} />
          <Stack spacing={0.5}>
            <Typography variant="h6" component="h2" id="checkin-title">
              {t.checkInTitle}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t.checkInText}
            </Typography>
            {progress.data && (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Chip
                  size="small"
                  color="secondary"
                  label={t.checkInAvailable(formatNumber(progress.data.totalPossible))}
                  data-testid="checkin-possible"
                />
                <Chip size="small" variant="outlined" icon={<LocalFireDepartmentIcon />} label={t.streak(progress.data.currentStreak)} />
              </Stack>
            )}
          </Stack>
        </Stack>
        <Button
          variant="contained"
          size="large"
          disabled={isClaiming || claimed}
          onClick={onClaim}
          data-testid="checkin-button"
          sx={{ flexShrink: 0 }}
        >
          {label}
        </Button>
      </Stack>
    </Box>
  );
}
