import { checkInTexts, DAILY_CHECKIN_BASE_COINS } from '@fr/contracts/check-in';
import { celebrate } from '../components/celebrate/celebrate';
import { useNotify } from '../components/notifications/use-notify';
import { useDailyCheckInMutation } from '../api/check-in';
import { browserTimeZone } from '../lib/format';

/**
 * Claims today's check-in in the browser's time zone, then says so with confetti (spec §8, §9). The Challenges page
 * and the Bank word their failures differently, so each passes its own handler.
 */
export function useDailyCheckIn(onFailure: (error: unknown) => void) {
  const [checkIn, { isLoading }] = useDailyCheckInMutation();
  const notify = useNotify();

  const claim = async () => {
    try {
      const result = await checkIn(browserTimeZone()).unwrap();
      const coins = result.dailyReward || DAILY_CHECKIN_BASE_COINS;
      notify({ title: checkInTexts.checkIn.completeTitle, message: checkInTexts.checkIn.completeMessage(coins) });
      celebrate();
    } catch (error) {
      onFailure(error);
    }
  };

  return { claim, isClaiming: isLoading };
}
