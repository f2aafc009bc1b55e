import { ERASED_USERNAME } from '@fr/contracts';
import { defineProjector } from '../projector';
import { accountsSchemaSql } from './accounts-schema';

/** Players as sign-in and the API need them, and the outstanding e-mail verification tokens. */
export const accountsProjector = defineProjector({
  name: 'accounts',
  schemaSql: accountsSchemaSql,
  tables: [
    { name: 'users', orderBy: 'user_id' },
    { name: 'email_verification_tokens', orderBy: 'token_hash' },
  ],
  handlers: {
    AccountRegistered: (c, d) =>
      c.query(
        `INSERT INTO users (user_id, username, email, first_name, last_name, has_password, registered_at, email_held)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (user_id) DO NOTHING`,
        [d.userId, d.username, d.email, d.firstName, d.lastName, d.hasPassword, d.registeredAt, d.emailHeld],
      ),
    EmailVerificationIssued: (c, d) =>
      c.query(
        `INSERT INTO email_verification_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)
         ON CONFLICT (token_hash) DO NOTHING`,
        [d.tokenHash, d.userId, d.expiresAt],
      ),
    AccountExpired: (c, d) => c.query('UPDATE users SET expired_at = $2 WHERE user_id = $1', [d.userId, d.expiredAt]),
    SocialAccountRegistered: (c, d) =>
      c.query(
        `INSERT INTO users (user_id, username, email, first_name, last_name, has_password, registered_at, email_held, email_verified, verified_at)
         VALUES ($1, $2, $3, $4, $5, false, $6, $7, $7, CASE WHEN $7 THEN $6::timestamptz END) ON CONFLICT (user_id) DO NOTHING`,
        [d.userId, d.username, d.email, d.firstName, d.lastName, d.registeredAt, d.email !== ''],
      ),
    // The provider vouched for the e-mail: when it is the account's own, the account's e-mail is verified.
    SocialIdentityLinked: (c, d) =>
      c.query(
        `UPDATE users SET email_verified = true, verified_at = COALESCE(verified_at, $3)
         WHERE user_id = $1 AND $2 <> '' AND lower(email) = lower($2)`,
        [d.userId, d.email, d.linkedAt],
      ),
    EmailChanged: async (c, d) => {
      await c.query('UPDATE users SET email = $2, email_held = true, email_verified = true, verified_at = $3 WHERE user_id = $1', [
        d.userId,
        d.email,
        d.changedAt,
      ]);
      await c.query('UPDATE email_verification_tokens SET verified_at = $2 WHERE token_hash = $1', [d.tokenHash, d.changedAt]);
    },
    // A deleted account: its personal data goes (the row stays, so whatever names the id reads "Deleted player"), and
    // it counts as gone like an expired one, so nothing finds it to sign in to.
    AccountErased: async (c, d) => {
      await c.query(
        `UPDATE users SET username = $2, email = '', first_name = NULL, last_name = NULL, expired_at = COALESCE(expired_at, $3)
         WHERE user_id = $1`,
        [d.userId, ERASED_USERNAME, d.erasedAt],
      );
      await c.query('DELETE FROM email_verification_tokens WHERE user_id = $1', [d.userId]);
    },
    EmailVerified: async (c, d) => {
      await c.query('UPDATE users SET email_verified = true, verified_at = $2 WHERE user_id = $1', [d.userId, d.verifiedAt]);
      await c.query('UPDATE email_verification_tokens SET verified_at = $2 WHERE token_hash = $1', [d.tokenHash, d.verifiedAt]);
    },
  },
});
