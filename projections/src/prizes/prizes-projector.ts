import { defineProjector } from '../projector';
import { prizesSchemaSql } from './prizes-schema';

/**
 * Won prizes per player and their status. A status only moves forward (pending, then claimed or forfeited, then
 * redeemed), so an event applied again never undoes a later one.
 */
export const prizesProjector = defineProjector({
  name: 'prizes',
  schemaSql: prizesSchemaSql,
  tables: [{ name: 'won_prizes', orderBy: 'award_id' }],
  handlers: {
    PrizeWon: (c, d) =>
      c.query(
        `INSERT INTO won_prizes (award_id, user_id, draw_id, raffle_id, prize_id, name, description, value, type, won_at, claim_deadline, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pending') ON CONFLICT DO NOTHING`,
        [d.awardId, d.userId, d.drawId, d.raffleId, d.prizeId, d.name, d.description, d.value, d.type, d.wonAt, d.claimDeadline],
      ),
    PrizeClaimed: (c, d) =>
      c.query(`UPDATE won_prizes SET status = 'claimed', redeem_code = $2, claimed_at = $3 WHERE award_id = $1 AND status = 'pending'`, [
        d.awardId,
        d.redeemCode,
        d.claimedAt,
      ]),
    PrizeRedeemed: (c, d) =>
      c.query(`UPDATE won_prizes SET status = 'redeemed', redeemed_at = $2 WHERE award_id = $1 AND status = 'claimed'`, [
        d.awardId,
        d.redeemedAt,
      ]),
    PrizeForfeited: (c, d) =>
      c.query(`UPDATE won_prizes SET status = 'forfeited', forfeited_at = $2 WHERE award_id = $1 AND status = 'pending'`, [
        d.awardId,
        d.forfeitedAt,
      ]),
  },
});
