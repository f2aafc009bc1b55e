import {
  PLAYER_360_ENTRIES_LISTED,
  PLAYER_360_LEDGER_EVENTS_LISTED,
  PLAYER_360_NOTIFICATIONS_LISTED,
  adminLedgerPlayerPath,
  playerStream,
  raffleById,
  raffleTiers,
  texts,
  tierOfAchievement,
  type AdminRole,
  type Player360Response,
} from '@fr/contracts';
import {
  coinPurchasesOf,
  eligibilityDeclarationOf,
  entriesOfPlayer,
  findUserSummary,
  listTeams,
  listTickets,
  livePrizes,
  lockStatesOf,
  notificationsOf,
  playerLots,
  ticketsEnteredByRaffle,
  wonPrizesOf,
} from '@fr/projections';
import { AppError } from '../../platform/errors';
import type { AppServices } from '../../services';
import { sessionsOf } from '../accounts';
import { describePeople, withLock } from '../admin';
import { eligibilityStatus } from '../eligibility';
import { actorId, streamView } from '../ledger';
import { settingsAnswer } from '../profile';
import { ageBandOf } from './domain/player-support';

const raffleName = (raffleId: string) => raffleById(raffleId)?.name ?? raffleId;

/** The player 360 (issue 23 item 3), composed from the read models and queries the other features answer with. */
export async function player360Answer(services: AppServices, userId: string, role: AdminRole): Promise<Player360Response> {
  const { pool } = services;
  const user = await findUserSummary(pool, userId);
  if (!user) throw new AppError('not_found', texts.server.playerNotFound);
  const now = services.now();
  const [locks, lots, purchases, teams, tickets, entered, entries, prizes, inbox, sessions, declaration, settings, stream, catalogue] =
    await Promise.all([
      lockStatesOf(pool, [userId]),
      playerLots(pool, userId),
      coinPurchasesOf(pool, userId),
      listTeams(pool, userId),
      listTickets(pool, userId),
      ticketsEnteredByRaffle(pool, userId),
      entriesOfPlayer(pool, userId, 0, PLAYER_360_ENTRIES_LISTED),
      wonPrizesOf(pool, userId),
      notificationsOf(pool, userId, 1, PLAYER_360_NOTIFICATIONS_LISTED),
      sessionsOf(pool, userId, null),
      eligibilityDeclarationOf(pool, userId),
      settingsAnswer(services, userId),
      services.store.read(playerStream(userId)),
      livePrizes(pool),
    ]);
  const prizeTitles = new Map(catalogue.map((p) => [p.id, p.title]));
  const people = await describePeople(
    pool,
    stream.flatMap((e) => (e.metadata.actor ? [actorId(e.metadata.actor)] : [])),
  );
  const ledgerEvents = streamView(stream, role, people).reverse();
  return {
    player: withLock(user, locks.get(userId)),
    balance: { ...lots, total: lots.earned + lots.purchased },
    purchases,
    teams: teams.map(({ id, sport, name, league, week, currentPoints, projectedPoints }) => ({
      id,
      sport,
      name,
      league,
      week,
      currentPoints,
      projectedPoints,
    })),
    tickets: {
      earned: raffleTiers
        .map((tier) => {
          const ofTier = tickets.filter((ticket) => tierOfAchievement[ticket.tierAchieved] === tier);
          return {
            tier,
            final: ofTier.filter((ticket) => ticket.status === 'final').length,
            provisional: ofTier.filter((ticket) => ticket.status === 'provisional').length,
          };
        })
        .filter((row) => row.final + row.provisional > 0),
      entered: entered.map((row) => ({ ...row, raffleName: raffleName(row.raffleId) })),
    },
    entries: entries.entries.map((entry) => ({
      drawId: entry.drawId,
      raffleId: entry.raffleId,
      raffleName: raffleName(entry.raffleId),
      source: entry.source,
      tickets: entry.tickets,
      addedAt: entry.addedAt,
      closesAt: entry.closesAt,
      outcome: entry.result.outcome,
      prize: prizeTitles.get(entry.prizeId) ?? entry.prizeId,
      prizeStatus: entry.result.outcome === 'won' ? (prizes.find((p) => p.drawId === entry.drawId)?.status ?? null) : null,
    })),
    entriesTotal: entries.total,
    prizes: prizes.map(({ redeemCode: _code, ...prize }) => prize),
    notifications: inbox.items,
    sessions: sessions.map(({ current: _current, ...session }) => session),
    eligibility: declaration && {
      state: declaration.state,
      declaredAt: declaration.declaredAt,
      ageBand: ageBandOf(declaration.dateOfBirth, now),
      raffle: eligibilityStatus(declaration, now, 'raffle'),
      adultOffer: eligibilityStatus(declaration, now, 'adult-offer'),
    },
    limits: {
      monthlyPurchaseLimitUsd: settings.monthlyPurchaseLimitUsd,
      pendingLimit: settings.pendingLimit,
      purchasedThisMonthUsd: settings.purchasedThisMonthUsd,
      selfExcludedUntil: settings.selfExcludedUntil,
    },
    ledger: {
      streamId: playerStream(userId),
      explorerLink: adminLedgerPlayerPath(userId),
      events: ledgerEvents.slice(0, PLAYER_360_LEDGER_EVENTS_LISTED).map(({ data: _data, ...event }) => event),
      total: ledgerEvents.length,
    },
  };
}
