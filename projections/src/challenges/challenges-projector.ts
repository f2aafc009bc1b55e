import { defineProjector } from '../projector';
import { challengesSchemaSql } from './challenges-schema';

/**
 * Completed challenges and claimed category bonuses, per player, and the clicks issued on partner challenges' links
 * (the postback looks its sub-id up here; a clicked, uncompleted challenge shows as pending).
 */
export const challengesProjector = defineProjector({
  name: 'challenges',
  schemaSql: challengesSchemaSql,
  tables: [
    { name: 'challenge_completions', orderBy: 'user_id, challenge_id' },
    { name: 'bonus_claims', orderBy: 'user_id, category' },
    { name: 'challenge_clicks', orderBy: 'click_id' },
  ],
  handlers: {
    ChallengeCompleted: (c, d) =>
      c.query(
        `INSERT INTO challenge_completions (user_id, challenge_id, source, coin_reward, completed_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING`,
        [d.userId, d.challengeId, d.source, d.coinReward, d.completedAt],
      ),
    BonusClaimed: (c, d) =>
      c.query(`INSERT INTO bonus_claims (user_id, category, coins, claimed_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [
        d.userId,
        d.category,
        d.coins,
        d.claimedAt,
      ]),
    ChallengeClickRecorded: (c, d) =>
      c.query(
        `INSERT INTO challenge_clicks (click_id, user_id, challenge_id, platform, clicked_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING`,
        [d.clickId, d.userId, d.challengeId, d.platform, d.clickedAt],
      ),
  },
});
