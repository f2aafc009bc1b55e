import Router from '@koa/router';
import {
  DRAW_PICKS,
  ERASED_USERNAME,
  achievementOfTier,
  canonicalEntries,
  FREE_ENTRY_TICKETS,
  RECENT_WINNERS_LIMIT,
  apiRoutes,
  entryPseudonym,
  officialRulesSections,
  publicEntryId,
  raffleById,
  texts,
  tierMargin,
  type RaffleCard,
  type RaffleTicket,
} from '@fr/contracts';
import {
  drawStats,
  entriesOfPlayer,
  findUserById,
  isSelfExcluded,
  lastFinishedDraws,
  listTickets,
  livePrizes,
  pastDrawsOf,
  recentWinners,
  wonPrizeOf,
  type PlayerEntryRow,
} from '@fr/projections';
import { AppError, DomainError } from '../../platform/errors';
import { contractRoute } from '../../platform/http/contract-route';
import type { AppServices } from '../../services';
import { requireEligibleFor } from '../eligibility';
import { BeaconUnavailableError, BeaconVerificationError, type RandomnessBeacon } from './beacon/beacon';
import { awardIdOf, proofEntries } from './domain/draw-decider';
import { seedFor } from './draw-seeds';
import { Draws } from './draws';
import { periodTakingEntries, periodsTakingEntries } from './periods-taking-entries';
import { scoringTiers } from '../fantasy';

const drawTimeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const tierName = (tier: string) => tier.charAt(0).toUpperCase() + tier.slice(1);

/** A card is active when the player holds tickets of its sport and tier (EXCLUSIVE: of any sport). */
const holdsTickets = (tickets: readonly RaffleTicket[], sport: string, tierAchieved: number) =>
  tickets.some((t) => t.tierAchieved === tierAchieved && (sport === 'exclusive' || t.team.sport.toLowerCase() === sport));

/**
 * The beacon's kind and name, shown beside the draws. The list never depends on the beacon being reachable: draws wait
 * for their round on their own (draws.ts), so an unreachable drand relay only leaves its name unknown here.
 */
async function beaconLabel(beacon: RandomnessBeacon): Promise<{ kind: 'drand' | 'local'; name: string }> {
  try {
    const { kind, name } = await beacon.info();
    return { kind, name };
  } catch (error) {
    if (error instanceof BeaconUnavailableError || error instanceof BeaconVerificationError) return { kind: 'drand', name: 'drand' };
    throw error;
  }
}

/**
 * How a winner is named in public: first name and last initial ("Devin R."), else the username; never the e-mail or
 * the id. A deleted account has no name left to show.
 */
async function publicName(services: AppServices, userId: string): Promise<string> {
  const user = await findUserById(services.pool, userId);
  if (!user) return ERASED_USERNAME;
  const first = user.firstName?.trim() || user.username;
  const initial = user.lastName?.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** Prize titles as the live catalogue has them (issue 23): an admin's edit of a title shows in past draws too. */
async function prizeTitles(services: AppServices): Promise<(prizeId: string) => string> {
  const titles = new Map((await livePrizes(services.pool)).map((p) => [p.id, p.title]));
  return (prizeId) => titles.get(prizeId) ?? prizeId;
}

/** The raffle cards, official rules, free entries, recent winners, each raffle's past draws, the player's entries and each draw's public proof. */
export function rafflesRoutes(services: AppServices, draws: Draws, beacon: RandomnessBeacon): Router {
  const router = new Router();

  contractRoute(router, apiRoutes.raffles, async ({ userId }) => {
    const now = services.now();
    // Where Draw now closed a period early, the card shows the next one: the period a ticket or free entry goes to.
    const periods = await periodsTakingEntries(services, now);
    const [stats, finished, tickets, info] = await Promise.all([
      drawStats(
        services.pool,
        periods.map((p) => p.period.drawId),
        userId,
      ),
      lastFinishedDraws(services.pool),
      userId ? listTickets(services.pool, userId) : Promise.resolve([]),
      beaconLabel(beacon),
    ]);
    // Each raffle's prize as the live catalogue has it (issue 23): an admin's edit shows on the next request.
    const prizes = new Map((await livePrizes(services.pool)).map((p) => [p.id, p]));
    const cards: RaffleCard[] = periods.map(({ raffle, period }) => {
      const s = stats.get(period.drawId) ?? { participants: 0, userTickets: 0, freeEntryUsed: false };
      const prize = prizes.get(raffle.prize.id) ?? raffle.prize;
      return {
        id: raffle.id,
        name: raffle.name,
        subtitle: raffle.subtitle,
        sport: raffle.sport,
        tier: raffle.tier,
        type: raffle.type,
        tierType: tierName(raffle.tier),
        prize: prize.title,
        prizeDetails: prize.description,
        prizeValue: prize.prizeValue,
        prizeEstimatedValue: prize.estimatedValue,
        prizeId: prize.id,
        drawTime: `${drawTimeFormat.format(period.closesAt)} ET`,
        nextDraw: period.closesAt.toISOString(),
        drawId: period.drawId,
        participants: s.participants,
        userTickets: s.userTickets,
        odds: s.userTickets > 0 ? texts.raffles.odds(s.participants, s.userTickets) : null,
        active: holdsTickets(tickets, raffle.sport, achievementOfTier[raffle.tier]),
        freeEntryUsed: s.freeEntryUsed,
        lastDraw: finished.get(raffle.id) ?? null,
      };
    });
    return { raffles: cards, beacon: info };
  });

  contractRoute(router, apiRoutes.recentWinners, async () => {
    const [awards, prizeTitle] = await Promise.all([recentWinners(services.pool, RECENT_WINNERS_LIMIT), prizeTitles(services)]);
    const winners = await Promise.all(
      awards.map(async (a) => {
        const raffle = raffleById(a.raffleId)!;
        return {
          name: await publicName(services, a.userId),
          prize: prizeTitle(a.prizeId),
          tier: tierName(raffle.tier),
          drawId: a.drawId,
          drawnAt: a.awardedAt,
        };
      }),
    );
    return { winners };
  });

  contractRoute(router, apiRoutes.raffleHistory, async ({ params, query }) => {
    const raffle = raffleById(params.raffleId);
    if (!raffle) throw new AppError('not_found', texts.server.raffleNotFound);
    const [{ draws, total }, prizeTitle] = await Promise.all([
      pastDrawsOf(services.pool, raffle.id, (query.page - 1) * query.pageSize, query.pageSize),
      prizeTitles(services),
    ]);
    return {
      raffleId: raffle.id,
      raffleName: raffle.name,
      sport: raffle.sport,
      tier: raffle.tier,
      draws: await Promise.all(
        draws.map(async ({ prizeId, winnerUserId, ...draw }) => ({
          ...draw,
          prize: prizeTitle(prizeId),
          winner: winnerUserId ? await publicName(services, winnerUserId) : null,
        })),
      ),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  });

  contractRoute(router, apiRoutes.myEntries, async ({ userId, query }) => {
    const [{ entries, total }, prizeTitle] = await Promise.all([
      entriesOfPlayer(services.pool, userId, (query.page - 1) * query.pageSize, query.pageSize),
      prizeTitles(services),
    ]);
    // A won entry's prize is the player's own: where its claim stands is read from their won prizes.
    const prizeStatus = async ({ drawId, result }: PlayerEntryRow) =>
      result.outcome === 'won' ? ((await wonPrizeOf(services.pool, userId, awardIdOf(drawId, result.pick)))?.status ?? null) : null;
    return {
      entries: await Promise.all(
        entries.map(async (entry) => ({
          drawId: entry.drawId,
          raffleId: entry.raffleId,
          raffleName: raffleById(entry.raffleId)?.name ?? entry.raffleId,
          source: entry.source,
          tickets: entry.tickets,
          addedAt: entry.addedAt,
          closesAt: entry.closesAt,
          outcome: entry.result.outcome,
          prize: prizeTitle(entry.prizeId),
          prizeStatus: await prizeStatus(entry),
        })),
      ),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  });

  contractRoute(router, apiRoutes.raffleRules, async ({ params }) => {
    const shipped = raffleById(params.raffleId);
    if (!shipped) throw new AppError('not_found', texts.server.raffleNotFound);
    const prize = (await livePrizes(services.pool)).find((p) => p.id === shipped.prize.id) ?? shipped.prize;
    const raffle = { ...shipped, prize };
    const period = await periodTakingEntries(services, services.now(), raffle);
    const tier = (await scoringTiers(services.pool)).find((t) => t.level === achievementOfTier[raffle.tier])!;
    return {
      raffleId: raffle.id,
      raffleName: raffle.name,
      sections: officialRulesSections(raffle, { marginPercent: tierMargin(tier.multiplier), ticketCount: tier.ticketCount }),
      prize: raffle.prize,
      nextDraw: period.closesAt.toISOString(),
      drawId: period.drawId,
    };
  });

  contractRoute(router, apiRoutes.freeEntry, async ({ userId, params }) => {
    if (!raffleById(params.raffleId)) throw new AppError('not_found', texts.server.raffleNotFound);
    // One free entry per player, so a free entry per throwaway address would buy odds: the address must be real.
    if (!(await findUserById(services.pool, userId))?.emailVerified) throw new AppError('forbidden', texts.server.verifyEmailToEnter);
    if (await isSelfExcluded(services.pool, userId, services.now())) throw new DomainError('business_rule', texts.server.selfExcluded);
    // Asked once before the first entry; a void-state or under-age player is told which rule says no.
    await requireEligibleFor(services, userId, 'raffle');
    const { drawId } = await draws.freeEntry(params.raffleId, userId, FREE_ENTRY_TICKETS);
    return { drawId, tickets: FREE_ENTRY_TICKETS };
  });

  contractRoute(router, apiRoutes.drawProof, async ({ userId, params }) => {
    const found = Draws.exists(params.drawId) ? await draws.publicDraw(params.drawId) : null;
    if (!found) throw new AppError('not_found', texts.server.drawNotFound);
    const { draw, entries, award } = found;
    // Pseudonyms are published from the close on; the seed that makes them is revealed only with the result.
    const seed = draw.status === 'open' ? null : (draw.seed ?? (await seedFor(services.pool, draw.drawId)));
    const pseudonym = (id: string) => (seed ? entryPseudonym(seed, id) : null);
    const winnerEntry = award ? entries.find((e) => e.userId === award.userId) : undefined;
    // The list the close hashed, by public entry ids (no team or player id in a public proof; ADR 0008), in the
    // canonical order; draws closed before public ids keep the own ids their hash covers.
    const list = seed ? canonicalEntries(proofEntries(new Map(entries.map((e) => [e.entryId, e])), seed, draw.publicEntryIds).list) : [];
    const shownId = (entryId: string) => (seed && draw.publicEntryIds ? publicEntryId(seed, entryId) : entryId);
    return {
      drawId: draw.drawId,
      raffleId: draw.raffleId,
      raffleName: raffleById(draw.raffleId)!.name,
      status: draw.status,
      opensAt: draw.opensAt,
      closesAt: draw.closesAt,
      seedCommitment: draw.seedCommitment,
      seed: draw.seed,
      entryListHash: draw.entryListHash,
      entries: list,
      totalTickets: entries.reduce((sum, e) => sum + e.tickets, 0),
      beacon: draw.beacon,
      beaconRound: draw.beaconRound,
      beaconRandomness: draw.beaconRandomness,
      beaconSignature: draw.beaconSignature,
      picks: DRAW_PICKS,
      winners: draw.winners.map(shownId),
      currentPick: award?.pick ?? null,
      winnerPseudonym: winnerEntry ? pseudonym(winnerEntry.userId) : null,
      yourPseudonym: userId && entries.some((e) => e.userId === userId) ? pseudonym(userId) : null,
      drawnAt: draw.drawnAt,
    };
  });

  return router;
}
