import type pg from 'pg';
import {
  challengeCatalogue,
  COIN_ADJUSTMENT_LEDGER_REASON,
  coinAdjustmentsServerTexts,
  parseDrawId,
  prizeTierNames,
  profileServerTexts,
  raffleById,
  type ActivityItem,
  type EventData,
  type StoredEvent,
} from '@fr/contracts';
import { defineProjector, upsertLastValues } from '../projector';
import { insertNewRows, valuesOf, type TypedColumns } from '../sql-array';
import { copyRows } from '../sql-copy';
import { profileSchemaSql } from './profile-schema';

const causes = profileServerTexts.activity;

interface ActivityRow {
  kind: ActivityItem['kind'];
  amount: number;
  cause: string;
  /** The ticket or award the row is about. */
  ref?: string;
  drawId?: string;
}

/** An Activity Log line with the player and event it belongs to. */
interface ActivityLine extends ActivityRow {
  userId: string;
  event: StoredEvent;
}

/** An Activity Log line's row: one per event, its id the row's. */
const lineColumns: TypedColumns<ActivityLine> = {
  id: { type: 'text', value: (l) => l.event.eventId },
  user_id: { type: 'text', value: (l) => l.userId },
  event_position: { type: 'text', value: (l) => l.event.position },
  at: { type: 'timestamptz', value: (l) => l.event.recordedAt },
  kind: { type: 'text', value: (l) => l.kind },
  amount: { type: 'int', value: (l) => l.amount },
  cause: { type: 'text', value: (l) => l.cause },
  ref: { type: 'text', value: (l) => l.ref ?? null },
  draw_id: { type: 'text', value: (l) => l.drawId ?? null },
};

/** The lines of a whole batch in one statement; a replayed event's line is there already and changes nothing. */
const recordLines = insertNewRows('activity', lineColumns);

/** A build's lines: each event comes once, so each line is new (see copyRows). */
const lineValues = valuesOf(lineColumns);
const copyLines = (c: pg.PoolClient, lines: readonly ActivityLine[]) => copyRows(c, 'activity', lineValues, lines);

const record = (c: pg.PoolClient, userId: string, event: StoredEvent, row: ActivityRow) => recordLines(c, [{ ...row, userId, event }]);

/**
 * What a batch writes: an Activity Log line, a ticket's line still without its team's name (the write looks it up as
 * it stood when the ticket was awarded), or a team's new name.
 */
type ProfileRow =
  | { row: 'line'; line: ActivityLine }
  | { row: 'ticket'; data: EventData<'TicketAwarded'>; event: StoredEvent }
  | { row: 'team'; teamId: string; name: string };

const line = (userId: string, event: StoredEvent, row: ActivityRow): ProfileRow[] => [{ row: 'line', line: { ...row, userId, event } }];

function coinCause({ reason, commandId }: { reason: string; commandId: string }): string {
  if (reason === 'challenge_reward') {
    const challenge = challengeCatalogue.find((c) => `challenge:${c.id}` === commandId);
    if (challenge) return causes.challenge(challenge.name);
  }
  return causes.coinReasons[reason] ?? causes.otherReason(reason);
}

function coinLine(d: EventData<'CoinsCredited' | 'CoinsDebited'>, e: StoredEvent, amount: number): ProfileRow[] {
  if (d.reason === COIN_ADJUSTMENT_LEDGER_REASON) return [];
  return line(d.userId, e, { kind: 'coins', amount, cause: coinCause(d) });
}

function ticketCause(d: EventData<'TicketAwarded'> | EventData<'TicketRevoked'>, revoked: boolean, teamName: string | undefined) {
  const tier = prizeTierNames[d.tier - 2] ?? `Tier ${d.tier}`;
  return (revoked ? causes.ticketRevoked : causes.ticket)(tier, teamName ?? d.teamId, d.week);
}

async function teamNames(c: pg.PoolClient, teamIds: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await c.query<{ team_id: string; name: string }>('SELECT team_id, name FROM activity_teams WHERE team_id = ANY($1)', [
    teamIds,
  ]);
  return new Map(rows.map((r) => [r.team_id, r.name]));
}

/**
 * The batch's lines in one statement (`writeLines`) and its teams' names in another. A ticket's team is named as at its
 * event: by the latest TeamSynced before it in the batch, else by the table as the batch found it (read once, before
 * the batch's names go in). A team synced twice keeps its last name, as event by event.
 */
const writeWith =
  (writeLines: typeof recordLines) =>
  async (c: pg.PoolClient, rows: readonly ProfileRow[]): Promise<void> => {
    const seen = new Set<string>();
    const unseen = new Set<string>();
    for (const r of rows) {
      if (r.row === 'team') seen.add(r.teamId);
      else if (r.row === 'ticket' && !seen.has(r.data.teamId)) unseen.add(r.data.teamId);
    }
    const stored = unseen.size > 0 ? await teamNames(c, [...unseen]) : new Map<string, string>();
    const named = new Map<string, string>();
    const lines: ActivityLine[] = [];
    for (const r of rows) {
      if (r.row === 'team') named.set(r.teamId, r.name);
      else if (r.row === 'line') lines.push(r.line);
      else {
        const { data: d, event } = r;
        const cause = ticketCause(d, false, named.get(d.teamId) ?? stored.get(d.teamId));
        lines.push({ userId: d.userId, event, kind: 'ticket', amount: d.count, cause, ref: d.ticketId });
      }
    }
    if (lines.length > 0) await writeLines(c, lines);
    const teams = rows.filter((r) => r.row === 'team');
    await upsertLastValues(
      c,
      { table: 'activity_teams', key: 'team_id', value: 'name' },
      teams.map((r) => [r.teamId, r.name] as const),
    );
  };

function entryCause(d: EventData<'DrawEntryAdded'>): string {
  const draw = parseDrawId(d.drawId);
  const raffle = draw ? (raffleById(draw.raffleId)?.name ?? draw.raffleId) : d.drawId;
  return (d.source === 'free' ? causes.freeEntry : causes.entry)(raffle, draw?.closeDate ?? d.drawId);
}

/** The won prize a later prize event is about (those events carry only the award id). */
async function wonPrize(c: pg.PoolClient, awardId: string): Promise<{ name: string; drawId: string } | null> {
  const { rows } = await c.query<{ name: string; draw_id: string }>('SELECT name, draw_id FROM activity_prizes WHERE award_id = $1', [
    awardId,
  ]);
  return rows[0] ? { name: rows[0].name, drawId: rows[0].draw_id } : null;
}

async function prizeRow(
  c: pg.PoolClient,
  d: { userId: string; awardId: string },
  e: StoredEvent,
  amount: number,
  cause: (prize: string) => string,
) {
  const prize = await wonPrize(c, d.awardId);
  return record(c, d.userId, e, { kind: 'prize', amount, cause: cause(prize?.name ?? d.awardId), ref: d.awardId, drawId: prize?.drawId });
}

/**
 * The profile: account and settings with their defaults, responsible play (purchase limits, self-exclusions and the
 * coin purchases they are measured against) and the Activity Log: one row per coin movement, ticket, raffle entry and
 * prize event, with its cause in words. It reads other features' events; their names for teams and finished draws are
 * kept here so the log never depends on another read model.
 */
export const profileProjector = defineProjector<ProfileRow>({
  name: 'profile',
  schemaSql: profileSchemaSql,
  tables: [
    { name: 'profile_accounts', orderBy: 'user_id' },
    { name: 'profile_settings', orderBy: 'user_id' },
    { name: 'purchase_limit_changes', orderBy: 'event_id' },
    { name: 'self_exclusions', orderBy: 'user_id, started_at' },
    { name: 'profile_purchases', orderBy: 'payment_id' },
    { name: 'activity', orderBy: 'id' },
    { name: 'activity_teams', orderBy: 'team_id' },
    { name: 'activity_prizes', orderBy: 'award_id' },
    { name: 'finished_draws', orderBy: 'draw_id' },
  ],
  handlers: {
    // A deleted account keeps its anonymous activity (the ledger stays whole) but not its names or settings.
    AccountErased: async (c, d) => {
      await c.query('UPDATE profile_accounts SET first_name = NULL, last_name = NULL WHERE user_id = $1', [d.userId]);
      await c.query('DELETE FROM profile_settings WHERE user_id = $1', [d.userId]);
    },
    AccountRegistered: (c, d) =>
      c.query(
        `INSERT INTO profile_accounts (user_id, first_name, last_name, registered_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
        [d.userId, d.firstName, d.lastName, d.registeredAt],
      ),
    // A social sign-up is a member from then on too: without this its Profile and Settings never loaded.
    SocialAccountRegistered: (c, d) =>
      c.query(
        `INSERT INTO profile_accounts (user_id, first_name, last_name, registered_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
        [d.userId, d.firstName, d.lastName, d.registeredAt],
      ),
    ProfileSettingsChanged: (c, d) =>
      c.query(
        `INSERT INTO profile_settings (user_id, first_name, last_name, time_zone, draw_results, prize_updates, marketing,
           show_on_leaderboard, changed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (user_id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
           time_zone = EXCLUDED.time_zone, draw_results = EXCLUDED.draw_results, prize_updates = EXCLUDED.prize_updates,
           marketing = EXCLUDED.marketing, show_on_leaderboard = EXCLUDED.show_on_leaderboard, changed_at = EXCLUDED.changed_at
         WHERE profile_settings.changed_at <= EXCLUDED.changed_at`,
        [
          d.userId,
          d.firstName,
          d.lastName,
          d.timeZone,
          d.emailPreferences.drawResults,
          d.emailPreferences.prizeUpdates,
          d.emailPreferences.marketing,
          d.showOnLeaderboard,
          d.changedAt,
        ],
      ),
    PurchaseLimitChanged: (c, d, e) =>
      c.query(
        `INSERT INTO purchase_limit_changes (event_id, user_id, event_position, monthly_limit_usd, effective_at, changed_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [e.eventId, d.userId, e.position, d.monthlyLimitUsd, d.effectiveAt, d.changedAt],
      ),
    SelfExclusionStarted: (c, d) =>
      c.query(`INSERT INTO self_exclusions (user_id, started_at, until) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
        d.userId,
        d.startedAt,
        d.until,
      ]),
    CoinPurchaseCompleted: (c, d) =>
      c.query(
        `INSERT INTO profile_purchases (payment_id, user_id, price_cents, completed_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
        [d.paymentId, d.userId, d.priceCents, d.completedAt],
      ),
    // The reversed figure is the provider's running total, so the largest one seen is the amount reversed.
    CoinPurchaseReversed: (c, d) =>
      c.query('UPDATE profile_purchases SET reversed_cents = GREATEST(reversed_cents, $2) WHERE payment_id = $1', [
        d.paymentId,
        d.reversedCents,
      ]),
    // A won dispute gives back what its reversal took: the price counts as paid again (the monthly limit's spend).
    CoinPurchaseReinstated: (c, d) =>
      c.query('UPDATE profile_purchases SET reversed_cents = $2 WHERE payment_id = $1', [d.paymentId, d.reversedCents]),
    TicketRevoked: async (c, d, e) => {
      const { rows } = await c.query<{ amount: number }>(
        `SELECT amount FROM activity WHERE user_id = $1 AND kind = 'ticket' AND ref = $2 AND amount > 0`,
        [d.userId, d.ticketId],
      );
      const count = rows[0]?.amount ?? 1;
      const cause = ticketCause(d, true, (await teamNames(c, [d.teamId])).get(d.teamId));
      return record(c, d.userId, e, { kind: 'ticket', amount: -count, cause, ref: d.ticketId });
    },
    DrawCompleted: (c, d) => c.query('INSERT INTO finished_draws (draw_id) VALUES ($1) ON CONFLICT DO NOTHING', [d.drawId]),
    // A won prize counts one up and a forfeited one back down; claiming and redeeming change no count.
    PrizeWon: async (c, d, e) => {
      await c.query('INSERT INTO activity_prizes (award_id, name, draw_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        d.awardId,
        d.name,
        d.drawId,
      ]);
      return record(c, d.userId, e, {
        kind: 'prize',
        amount: 1,
        cause: causes.prizeWon(d.name, d.value),
        ref: d.awardId,
        drawId: d.drawId,
      });
    },
    PrizeClaimed: (c, d, e) => prizeRow(c, d, e, 0, causes.prizeClaimed),
    PrizeRedeemed: (c, d, e) => prizeRow(c, d, e, 0, causes.prizeRedeemed),
    PrizeForfeited: (c, d, e) => prizeRow(c, d, e, -1, causes.prizeForfeited),
  },
  // The Activity Log's frequent lines and the team names tickets are told by: written set-based.
  batch: {
    rows: {
      TeamSynced: (d) => [{ row: 'team', teamId: d.teamId, name: d.name }],
      TicketAwarded: (d, e) => [{ row: 'ticket', data: d, event: e }],
      CoinsCredited: (d, e) => coinLine(d, e, d.amount),
      CoinsDebited: (d, e) => coinLine(d, e, -d.amount),
      // An adjustment's line says the admin's reason in words; its CoinsCredited or CoinsDebited adds no second line.
      CoinsAdjusted: (d, e) =>
        line(d.userId, e, { kind: 'coins', amount: d.amount, cause: coinAdjustmentsServerTexts.coinAdjustmentActivity(d.reason) }),
      DrawEntryAdded: (d, e) =>
        line(d.userId, e, { kind: 'entry', amount: d.tickets, cause: entryCause(d), ref: d.entryId, drawId: d.drawId }),
      EligibilityDeclared: (d, e) =>
        line(d.userId, e, { kind: 'eligibility', amount: 0, cause: causes.eligibility(d.previousState, d.state, d.dateOfBirthChanged) }),
    },
    write: writeWith(recordLines),
  },
  // A rebuild copies the lines in; the handlers then find a ticket's line, a prize and a team's name as they would.
  build: () => ({ write: writeWith(copyLines), finish: async () => undefined }),
  // A player's lines in order are the queries' reads; the handlers find rows by their keys, a ticket's line by
  // activity_user_ref. The lines' key is made after them too: a build copies each event's line once (an event type
  // has batch rows or a handler here, never both), and the handlers' inserts name no conflict target.
  indexesAfterBuild: ['activity_user_position', 'profile_purchases_user', 'purchase_limit_changes_user', 'activity_pkey'],
});
