export const accountsSchemaSql = `
CREATE TABLE IF NOT EXISTS users (
  user_id text PRIMARY KEY,
  username text NOT NULL,
  email text NOT NULL,
  first_name text,
  last_name text,
  -- False for an account signed up through a social sign-in provider (SocialAccountRegistered). The hash itself is
  -- in the credentials table, never in a read model.
  has_password boolean NOT NULL,
  -- False for a sign-up whose e-mail was already taken (AccountRegistered.emailHeld).
  email_held boolean NOT NULL DEFAULT true,
  email_verified boolean NOT NULL DEFAULT false,
  registered_at timestamptz NOT NULL,
  verified_at timestamptz,
  expired_at timestamptz
);
CREATE INDEX IF NOT EXISTS users_email_lower ON users (lower(email));
CREATE INDEX IF NOT EXISTS users_username_lower ON users (lower(username));
CREATE TABLE IF NOT EXISTS email_verification_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  verified_at timestamptz
);`;
