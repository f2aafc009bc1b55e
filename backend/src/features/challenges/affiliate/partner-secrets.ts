import { partnerPlatforms, partnerSlug } from '@fr/contracts';

/** Short secrets can be brute-forced offline from one captured postback. */
export const MIN_PARTNER_SECRET_LENGTH = 16;

const knownSlugs: ReadonlySet<string> = new Set(partnerPlatforms.map(partnerSlug));

/**
 * Reads `AFFILIATE_SECRETS`: comma-separated `slug=secret` pairs, one per partner (`draftkings=...,prizepicks=...`).
 * A secret may contain `=` (base64 padding) but not a comma. Unset or blank means no partner may post back.
 * Messages name the entry by position (and a known slug), never what might be a secret: startup errors end up in logs.
 */
export function parsePartnerSecrets(value: string | undefined): Map<string, string> {
  const secrets = new Map<string, string>();
  if (value === undefined || value.trim() === '') return secrets;
  value.split(',').forEach((entry, index) => {
    const where = `AFFILIATE_SECRETS entry ${index + 1}`;
    const separator = entry.indexOf('=');
    if (separator < 0) throw new Error(`${where} must be slug=secret.`);
    const slug = entry.slice(0, separator).trim();
    const secret = entry.slice(separator + 1).trim();
    if (!knownSlugs.has(slug)) {
      throw new Error(`${where}: unknown partner; expected one of ${[...knownSlugs].join(', ')}.`);
    }
    if (secrets.has(slug)) throw new Error(`${where}: partner "${slug}" is listed twice.`);
    if (secret.length < MIN_PARTNER_SECRET_LENGTH) {
      throw new Error(`${where}: the secret of "${slug}" must be at least ${MIN_PARTNER_SECRET_LENGTH} characters.`);
    }
    secrets.set(slug, secret);
  });
  return secrets;
}
