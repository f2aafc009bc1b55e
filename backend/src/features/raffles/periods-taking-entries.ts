import { drawPeriodAt, nextDrawPeriod, raffles, type DrawPeriod, type RaffleDefinition } from '@fr/contracts';
import { closedDrawIds } from '@fr/projections';
import type { AppServices } from '../../services';

/**
 * Ours: how many periods ahead of the calendar's one a raffle is looked for. Each step is a period Draw now closed
 * early (development and demo only); a demo never clicks it this often for one raffle.
 */
const MAX_EARLY_CLOSES_AHEAD = 50;

/**
 * Each raffle's period taking entries now, as the read model has it and without opening any: the calendar's period, or
 * a later one for each that Draw now closed early (the period `Draws` enters tickets into). One query when nothing was
 * closed early.
 */
export async function periodsTakingEntries(
  services: Pick<AppServices, 'pool'>,
  now: Date,
  of: readonly RaffleDefinition[] = raffles,
): Promise<Array<{ raffle: RaffleDefinition; period: DrawPeriod }>> {
  let periods = of.map((raffle) => ({ raffle, period: drawPeriodAt(raffle, now) }));
  for (let step = 0; step < MAX_EARLY_CLOSES_AHEAD; step++) {
    const closed = await closedDrawIds(
      services.pool,
      periods.map((p) => p.period.drawId),
    );
    if (closed.size === 0) break;
    periods = periods.map((p) => (closed.has(p.period.drawId) ? { raffle: p.raffle, period: nextDrawPeriod(p.raffle, p.period) } : p));
  }
  return periods;
}

/** One raffle's period taking entries now (see periodsTakingEntries). */
export async function periodTakingEntries(services: Pick<AppServices, 'pool'>, now: Date, raffle: RaffleDefinition): Promise<DrawPeriod> {
  const [taking] = await periodsTakingEntries(services, now, [raffle]);
  return taking!.period;
}
