import { randomBytes } from 'node:crypto';
import { PERSONAL_KEY_CACHE_MAX, PERSONAL_KEY_CACHE_TTL_MS } from '@fr/contracts';
import type { Queryable } from '../database';
import type { TokenCipher } from '../token-cipher';
import type { DataKey } from './field-codec';

/**
 * One data key per player, outside the event log: deleting it erases the player's personal fields in every event,
 * copies and rebuilds included (crypto-shredding). Keys are stored wrapped with the token key (TOKEN_ENCRYPTION_KEY),
 * so a copy of this table alone opens nothing. An erased player's row stays, without its key, so nothing personal
 * about them is sealed under a new key afterwards. Backups must include it (and honour its erasures).
 */
export const personalKeysSchemaSql = `
CREATE TABLE IF NOT EXISTS personal_keys (
  subject text PRIMARY KEY,
  key_id text NOT NULL UNIQUE,
  wrapped_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  erased_at timestamptz
);`;

/** A player's key: null once erased. */
type Known = DataKey | null;

export interface PersonalKeys {
  /** The subject's key, created on first use; null when the subject was erased. */
  keyFor(subject: string): Promise<Known>;
  /** The keys of the subjects that have a row (erased ones as null); subjects without one are left out. */
  keysOf(subjects: readonly string[]): Promise<Map<string, Known>>;
  /** Deletes the subject's key for good (a row without key stays); this process forgets it at once, others within the cache TTL. */
  erase(subject: string, at: Date): Promise<void>;
}

const wrapContext = (subject: string) => `personal-key:${subject}`;

export function createPersonalKeys(db: Queryable, cipher: TokenCipher): PersonalKeys {
  // Insertion order is age: refreshed entries move to the end, the oldest go first when full.
  const cache = new Map<string, { known: Known; at: number }>();
  // Subjects this process erased: a look-up that raced the erasure (its row read before the update) must not bring the
  // key back into the cache, so here an erased subject stays erased whatever a late answer says. Deletions are rare.
  const erasedHere = new Set<string>();
  const remember = (subject: string, known: Known) => {
    cache.delete(subject);
    cache.set(subject, { known, at: performance.now() });
    if (cache.size > PERSONAL_KEY_CACHE_MAX) cache.delete(cache.keys().next().value as string);
  };
  const cached = (subject: string) => {
    const entry = cache.get(subject);
    if (!entry) return undefined;
    if (performance.now() - entry.at > PERSONAL_KEY_CACHE_TTL_MS) {
      cache.delete(subject);
      return undefined;
    }
    return entry;
  };
  const unwrap = (subject: string, row: { key_id: string; wrapped_key: string | null }): Known =>
    row.wrapped_key === null
      ? null
      : { keyId: row.key_id, key: Buffer.from(cipher.decrypt(row.wrapped_key, wrapContext(subject)), 'base64') };

  async function keysOf(subjects: readonly string[]): Promise<Map<string, Known>> {
    const found = new Map<string, Known>();
    const missing: string[] = [];
    for (const subject of new Set(subjects)) {
      const entry = cached(subject);
      if (entry) found.set(subject, entry.known);
      else missing.push(subject);
    }
    if (missing.length > 0) {
      const { rows } = await db.query<{ subject: string; key_id: string; wrapped_key: string | null }>(
        'SELECT subject, key_id, wrapped_key FROM personal_keys WHERE subject = ANY($1::text[])',
        [missing],
      );
      for (const row of rows) {
        const known = erasedHere.has(row.subject) ? null : unwrap(row.subject, row);
        remember(row.subject, known);
        found.set(row.subject, known);
      }
    }
    return found;
  }

  return {
    keysOf,
    async keyFor(subject) {
      const known = (await keysOf([subject])).get(subject);
      if (known !== undefined) return known;
      const key = randomBytes(32);
      await db.query(`INSERT INTO personal_keys (subject, key_id, wrapped_key) VALUES ($1, $2, $3) ON CONFLICT (subject) DO NOTHING`, [
        subject,
        randomBytes(12).toString('base64url'),
        cipher.encrypt(key.toString('base64'), wrapContext(subject)),
      ]);
      // Another process may have created it first: the stored row wins.
      const stored = (await keysOf([subject])).get(subject);
      if (stored === undefined) throw new Error(`No personal key stored for ${subject}`);
      return stored;
    },
    async erase(subject, at) {
      erasedHere.add(subject);
      remember(subject, null);
      await db.query(
        `INSERT INTO personal_keys (subject, key_id, wrapped_key, erased_at) VALUES ($1, $2, NULL, $3)
         ON CONFLICT (subject) DO UPDATE SET wrapped_key = NULL, erased_at = COALESCE(personal_keys.erased_at, EXCLUDED.erased_at)`,
        [subject, randomBytes(12).toString('base64url'), at],
      );
    },
  };
}
