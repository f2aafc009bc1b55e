import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { serverMessage } from '../../../lib/api-error';
import { useGetCheckInProgressQuery } from '../../../api/check-in';
import { browserTimeZone, formatNumber } from '../../../lib/format';
import { useDailyCheckIn } from '../../../hooks/use-daily-check-in';
import { ErrorState } from '../../../components/error-state';
import { useNotify } from '../../../components/notifications/use-notify';
import { MidnightCountdown } from './midnight-countdown';
import { SectionCard } from '../../../components/section-card';
import { InfoTip } from '../../../components/info-tip';
import { bankTexts } from '@fr/contracts/bank';

/**
 * The Bank's check-in (spec §2): the bonus and a claim button until today is claimed, then the countdown to local
 * midnight beside a disabled "Already Claimed Today". At midnight the state is read again.
 */
export function BankCheckInCard() {
  const t = bankTexts.bank;
  const progress = useGetCheckInProgressQuery(browserTimeZone());
  const notify = useNotify();
  const { claim, isClaiming } = useDailyCheckIn((error) => {
    // The spec shows no handler here; the other screens' wording is used rather than failing silently.
    notify({ title: t.checkInFailedTitle, message: serverMessage(error, t.checkInFailed), severity: 'error' });
    void progress.refetch();
  });
  const claimed = progress.data?.claimedToday === true;

  return (
    <SectionCard fill icon={<EventAvailableIcon color="primary" />} title={t.checkInTitle} testId="bank-checkin">
      {progress.isLoading && <Skeleton variant="rounded" height={48} />}
      {progress.isError && !progress.data && <ErrorState message={t.loadFailed} onRetry={progress.refetch} />}
      {progress.data && !claimed && (
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 800 }} data-testid="bank-checkin-reward">
            {t.bonusCoins(formatNumber(progress.data.totalPossible))}
          </Typography>
          <InfoTip term="bonusCoins" />
        </Stack>
      )}
      {claimed && (
        <div>
          <Typography variant="body2" color="text.secondary">
            {t.nextCheckIn}
          </Typography>
          <MidnightCountdown onMidnight={progress.refetch} />
        </div>
      )}
      <Button
        variant="contained"
        disabled={!progress.data || claimed || isClaiming}
        onClick={() => void claim()}
        data-testid="bank-checkin-button"
        sx={{ mt: 'auto' }}
      >
        {claimed ? t.alreadyClaimed : isClaiming ? t.claiming : t.claimDailyReward}
      </Button>
    </SectionCard>
  );
}
