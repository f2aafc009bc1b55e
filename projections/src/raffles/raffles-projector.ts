import type pg from 'pg';
import { defineProjector, upsertLastValues } from '../projector';
import { rafflesSchemaSql } from './raffles-schema';

/** What a batch writes: a team's sport (from its sync) or a ticket waiting for its week to settle. */
type QueueRow =
  | { kind: 'sport'; teamId: string; sport: string }
  | { kind: 'ticket'; ticketId: string; userId: string; teamId: string; tier: number; count: number };

/**
 * The batch's rows, each kind in one statement, leaving what the upserts one event at a time would (a row's place in
 * the batch is its ordinality): a team's sport is its last sync's; a ticket keeps the player, team and tier of its
 * first award and takes the count of its last.
 */
async function write(client: pg.PoolClient, rows: readonly QueueRow[]): Promise<void> {
  const sports = rows.filter((row) => row.kind === 'sport');
  const tickets = rows.filter((row) => row.kind === 'ticket');
  await upsertLastValues(
    client,
    { table: 'raffle_team_sports', key: 'team_id', value: 'sport' },
    sports.map((row) => [row.teamId, row.sport] as const),
  );
  if (tickets.length > 0) {
    const column = <T>(pick: (row: (typeof tickets)[number]) => T) => tickets.map(pick);
    await client.query(
      `INSERT INTO raffle_ticket_queue (ticket_id, user_id, team_id, tier, count)
       SELECT DISTINCT ON (ticket_id) ticket_id, first_value(user_id) OVER w, first_value(team_id) OVER w, first_value(tier) OVER w, count
       FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[]) WITH ORDINALITY AS i(ticket_id, user_id, team_id, tier, count, n)
       WINDOW w AS (PARTITION BY ticket_id ORDER BY n)
       ORDER BY ticket_id, n DESC
       ON CONFLICT (ticket_id) DO UPDATE SET count = EXCLUDED.count, revoked = false`,
      [
        column((row) => row.ticketId),
        column((row) => row.userId),
        column((row) => row.teamId),
        column((row) => row.tier),
        column((row) => row.count),
      ],
    );
  }
}

/** Draw periods with their entries and awards, plus the tickets that become entries once their week is settled. */
export const rafflesProjector = defineProjector<QueueRow>({
  name: 'raffles',
  schemaSql: rafflesSchemaSql,
  tables: [
    { name: 'raffle_draws', orderBy: 'draw_id' },
    { name: 'raffle_entries', orderBy: 'draw_id, entry_id' },
    { name: 'raffle_draw_participants', orderBy: 'draw_id' },
    { name: 'raffle_awards', orderBy: 'draw_id, pick' },
    { name: 'raffle_team_sports', orderBy: 'team_id' },
    { name: 'raffle_ticket_queue', orderBy: 'ticket_id' },
  ],
  handlers: {
    DrawOpened: (c, d) =>
      c.query(
        `INSERT INTO raffle_draws (draw_id, raffle_id, status, opens_at, closes_at, prize_id, seed_commitment, beacon, beacon_round)
         VALUES ($1, $2, 'open', $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
        [d.drawId, d.raffleId, d.opensAt, d.closesAt, d.prizeId, d.seedCommitment, JSON.stringify(d.beacon), d.beaconRound],
      ),
    // The player's first entry into the draw counts them in; the NOT EXISTS sees the entries from before this one.
    DrawEntryAdded: (c, d) =>
      c.query(
        `WITH added AS (
           INSERT INTO raffle_entries (draw_id, entry_id, user_id, tickets, source, added_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT DO NOTHING RETURNING draw_id, user_id)
         INSERT INTO raffle_draw_participants (draw_id, participants)
         SELECT draw_id, 1 FROM added
         WHERE NOT EXISTS (SELECT 1 FROM raffle_entries e WHERE e.user_id = added.user_id AND e.draw_id = added.draw_id)
         ON CONFLICT (draw_id) DO UPDATE SET participants = raffle_draw_participants.participants + 1`,
        [d.drawId, d.entryId, d.userId, d.tickets, d.source, d.addedAt],
      ),
    // Closed early (Draw now): the period ended at that close and draws with the round fixed there, as its proof shows.
    DrawClosed: (c, d) =>
      c.query(
        `UPDATE raffle_draws SET status = 'closed', entry_count = $2, total_tickets = $3, participants = $4, entry_list_hash = $5,
         public_entry_ids = $6, closed_at = $7, closes_at = COALESCE($8, closes_at), beacon_round = COALESCE($9, beacon_round)
         WHERE draw_id = $1 AND status = 'open'`,
        [
          d.drawId,
          d.entryCount,
          d.totalTickets,
          d.participants,
          d.entryListHash,
          d.publicEntryIds === true,
          d.closedAt,
          d.closedEarly ? d.closedAt : null,
          d.closedEarly?.beaconRound ?? null,
        ],
      ),
    DrawCompleted: (c, d) =>
      c.query(
        `UPDATE raffle_draws SET status = $2, seed = $3, beacon_randomness = $4, beacon_signature = $5, winners = $6, drawn_at = $7
         WHERE draw_id = $1`,
        [
          d.drawId,
          d.winners.length > 0 ? 'drawn' : 'no_entries',
          d.seed,
          d.beaconRandomness,
          d.beaconSignature,
          JSON.stringify(d.winners),
          d.drawnAt,
        ],
      ),
    DrawPrizeAwarded: async (c, d) => {
      await c.query(
        `INSERT INTO raffle_awards (draw_id, pick, user_id, award_id, awarded_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
        [d.drawId, d.pick, d.userId, d.awardId, d.awardedAt],
      );
      await c.query('UPDATE raffle_draws SET current_pick = $2 WHERE draw_id = $1', [d.drawId, d.pick]);
    },
    DrawPrizeForfeited: (c, d) =>
      c.query('UPDATE raffle_awards SET forfeited_at = $3 WHERE draw_id = $1 AND pick = $2', [d.drawId, d.pick, d.forfeitedAt]),
    TicketRevoked: (c, d) => c.query('UPDATE raffle_ticket_queue SET revoked = true WHERE ticket_id = $1', [d.ticketId]),
    WeekClosed: (c, d) =>
      c.query('UPDATE raffle_ticket_queue SET settled_at = $2 WHERE ticket_id = ANY($1) AND settled_at IS NULL', [d.ticketIds, d.closedAt]),
  },
  // A sync and a ticket come with every team's scoring: written set-based. A ticket revoked and awarded again (a second
  // stat correction) is the same ticket, live again.
  batch: {
    rows: {
      TeamSynced: (d) => [{ kind: 'sport', teamId: d.teamId, sport: d.sport }],
      TicketAwarded: (d) => [{ kind: 'ticket', ticketId: d.ticketId, userId: d.userId, teamId: d.teamId, tier: d.tier, count: d.count }],
    },
    write,
  },
});
