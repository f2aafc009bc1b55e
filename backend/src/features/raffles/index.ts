import { DRAW_TICK_PATTERN, DRAW_TIME_ZONE, PRIZE_EXPIRY_PATTERN, eligibilityAt, raffleById, raffles, texts } from '@fr/contracts';
import {
  drawsDue,
  eligibilityDeclarationsOf,
  isSelfExcluded,
  pendingPrizesPastDeadline,
  rafflesProjector,
  ticketsToEnter,
  type TicketToEnter,
} from '@fr/projections';
import { createSchema } from '../../platform/database';
import { DomainError } from '../../platform/errors';
import { defineFeature } from '../../feature';
import type { AppServices } from '../../services';
import { createBeacon } from './beacon/create-beacon';
import { localBeaconSchemaSql } from './beacon/local-beacon';
import { drawSeedsSchemaSql } from './draw-seeds';
import { Draws } from './draws';
import { rafflesJobs, type RafflesJobs } from './raffle-jobs';
import { rafflesRoutes } from './raffles-routes';
import { drawRunsRoutes } from './draw-runs-routes';
import { prizeForfeitRoutes } from './prize-forfeit-route';
import { prizesCipher } from '../prizes';
import { adminDrawsRoutes } from './admin-draws-routes';
import { clearDrawFailure, drawFailuresSchemaSql, recordDrawFailure } from './draw-failures';

export { beaconSchedule } from './beacon/beacon';
export { BLS_G1_SCHEME, chainHashOf, generateSecretKey, publicKeyOf, randomnessOf, signRound, verifyRound } from './beacon/bls-signer';
export { drawDecider, type DrawCommand, type DrawEvent } from './domain/draw-decider';

/**
 * Draw now from the command line (`npm run draw:now`): the raffle's open period (or the one named) closed and drawn as
 * the monitor's button does it, recorded as closed by `by`. Production refuses it (Draws.drawNow).
 */
export async function drawNowFromCommandLine(services: AppServices, raffleId: string, drawId: string | null, by: string) {
  await createSchema(services.pool, drawSeedsSchemaSql, localBeaconSchemaSql, drawFailuresSchemaSql);
  const draws = new Draws(
    services,
    createBeacon(services.config, services.pool, () => services.now()),
  );
  const raffle = raffleById(raffleId);
  if (!raffle) throw new DomainError('not_found', texts.server.raffleNotFound);
  if (services.config.env === 'production') throw new DomainError('forbidden', texts.server.drawNowRefusedInProduction);
  return draws.drawNow(raffle.id, drawId ?? (await draws.current(raffle)).drawId, by);
}

/** Tickets are looked at for entry this many days after they settled (see ticketsToEnter). */
const ENTRY_WINDOW_DAYS = 30;
const ENTRY_BATCH = 500;

/** The beacon round is not out yet: the job fails this attempt and its retry draws. */
class BeaconRoundPendingError extends Error {}

/** Sixteen raffles, their draw periods on the ledger, provably fair draws and the prize's path to the winner. */
export const rafflesFeature = defineFeature<RafflesJobs>({
  name: 'raffles',
  projectors: [rafflesProjector],
  jobs: rafflesJobs,
  async open(services) {
    const beacon = createBeacon(services.config, services.pool, () => services.now());
    const draws = new Draws(services, beacon);
    const cipher = await prizesCipher(services.config);
    return {
      routers: [
        rafflesRoutes(services, draws, beacon),
        drawRunsRoutes(services),
        prizeForfeitRoutes(services, draws, cipher),
        adminDrawsRoutes(services, draws, beacon),
      ],
      async start() {
        await createSchema(services.pool, drawSeedsSchemaSql, localBeaconSchemaSql, drawFailuresSchemaSql);
      },
      processors: {
        'draw-tick': async () => {
          const now = services.now();
          for (const raffle of raffles) await draws.current(raffle);
          let entered = 0;
          let page: TicketToEnter[] = [];
          do {
            page = await ticketsToEnter(services.pool, now, ENTRY_WINDOW_DAYS, ENTRY_BATCH, page.at(-1) ?? null);
            const declarations = await eligibilityDeclarationsOf(
              services.pool,
              page.map((t) => t.userId),
            );
            for (const ticket of page) {
              // A self-excluded player's tickets do not enter draws (responsible play); they age out of the window.
              if (await isSelfExcluded(services.pool, ticket.userId, new Date(ticket.settledAt))) continue;
              // Nor do the tickets of a player who has not declared their eligibility, or is not eligible on the day
              // of entry (void state, under age): they stay earned and shown, and enter once the player declares (and
              // is eligible) within the window.
              const declaration = declarations.get(ticket.userId);
              if (!declaration || !eligibilityAt(declaration, now, 'raffle').eligible) continue;
              entered += await draws.enterTicket(ticket);
            }
          } while (page.length === ENTRY_BATCH);
          const due = await drawsDue(services.pool, now);
          const minute = now.toISOString().slice(0, 16);
          for (const drawId of due) await services.jobs.enqueue('run-draw', { drawId }, { jobId: `run-draw:${drawId}:${minute}` });
          return { entered, due: due.length };
        },
        'run-draw': async ({ drawId }) => {
          let outcome;
          try {
            outcome = await draws.run(drawId);
          } catch (error) {
            // The draw monitor shows the cause beside the draw, with a retry.
            await recordDrawFailure(services.pool, drawId, error, services.now());
            throw error;
          }
          if (outcome === 'waiting') throw new BeaconRoundPendingError(`Beacon round for ${drawId} is not out yet`);
          await clearDrawFailure(services.pool, drawId);
          return { outcome };
        },
        'expire-prizes': async () => {
          let forfeited = 0;
          for (const prize of await pendingPrizesPastDeadline(services.pool, services.now(), 100)) {
            // The read model can lag a claim made just before the deadline; the winner's stream refuses that forfeit.
            try {
              await draws.forfeit(prize.userId, prize.awardId, prize.drawId);
              forfeited++;
            } catch (error) {
              if (!(error instanceof DomainError)) throw error;
              services.log.warn({ err: error, awardId: prize.awardId }, 'prize not forfeited');
            }
          }
          return { forfeited };
        },
      },
      schedules: [
        { job: 'draw-tick', pattern: DRAW_TICK_PATTERN, tz: DRAW_TIME_ZONE, payload: {} },
        { job: 'expire-prizes', pattern: PRIZE_EXPIRY_PATTERN, tz: DRAW_TIME_ZONE, payload: {} },
      ],
    };
  },
});
