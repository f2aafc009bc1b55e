import { prizeTierNames } from '../prizes/constants';
import { parseDrawId } from '../raffles/schedule';
import { raffleById } from '../raffles/raffles';
import { clientRoutes } from '../shell/constants';
import { boostName } from '../shop/boosts';
import type { NotificationDetails } from './schemas';
import { notificationsServerTexts } from './texts';

const words = notificationsServerTexts.notification;

/** `2026-11-10` as `Nov 10, 2026`: a calendar date, so read in UTC where it was written. */
const calendarDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function drawResult(drawId: string): { message: string; link: string } {
  const draw = parseDrawId(drawId);
  const raffle = draw ? (raffleById(draw.raffleId)?.name ?? draw.raffleId) : drawId;
  return {
    message: words.drawResult(raffle, draw ? calendarDate(draw.closeDate) : null),
    link: clientRoutes.drawProof.replace(':drawId', encodeURIComponent(drawId)),
  };
}

/** A notification in words, and the screen that shows more of it. */
export function describeNotification(details: NotificationDetails): { message: string; link: string } {
  switch (details.kind) {
    case 'ticket_earned': {
      const tier = prizeTierNames[details.tier - 2] ?? `Tier ${details.tier}`;
      const query = new URLSearchParams({ ...(details.sport && { sport: details.sport.toLowerCase() }), tier: tier.toLowerCase() });
      return { message: words.ticketEarned(details.count, tier, details.teamName), link: `${clientRoutes.raffles}?${query}` };
    }
    case 'draw_result':
      return drawResult(details.drawId);
    case 'prize_won':
      return { message: words.prizeWon(details.prizeName, details.value), link: clientRoutes.profile };
    case 'boost_applied': {
      const boost = boostName(details.code) ?? details.code;
      return { message: words.boostApplied(boost, details.teamName), link: clientRoutes.dashboard };
    }
    case 'purchase_completed':
      return { message: words.purchaseCompleted(details.coins, details.bonus), link: clientRoutes.bank };
    case 'sync_finished':
      return { message: words.syncFinished(details.teamsFound), link: clientRoutes.dashboard };
  }
}
