import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';

/** Sealed personal values start with this, then the key's id and the sealed bytes: `pii:v1:<keyId>:<base64url>`. */
export const ENVELOPE_PREFIX = 'pii:v1:';

/** What an erased personal string reads as: the same fixed value everywhere, never an error. */
export const ERASED_VALUE = '';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A player's data key (32 random bytes) and its id, which the envelope names. */
export interface DataKey {
  keyId: string;
  key: Buffer;
}

export function isEnvelope(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(ENVELOPE_PREFIX);
}

/** The id of the key an envelope was sealed with, or null when the value is not an envelope. */
export function envelopeKeyId(value: unknown): string | null {
  if (!isEnvelope(value)) return null;
  const end = value.indexOf(':', ENVELOPE_PREFIX.length);
  return end < 0 ? null : value.slice(ENVELOPE_PREFIX.length, end);
}

/**
 * Seals one personal value with AES-256-GCM. The IV is derived from the key, the event id, the field and the value
 * (a synthetic IV): appending the same event again seals it to the same text, so the store's replayed-append check
 * still recognises it, while two different values never share an IV. The subject is bound as associated data, so an
 * envelope copied into another player's event does not open.
 */
export function sealValue(dataKey: DataKey, subject: string, eventId: string, field: string, value: string): string {
  const iv = createHmac('sha256', dataKey.key).update(`${eventId}\0${field}\0${value}`).digest().subarray(0, IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', dataKey.key, iv);
  cipher.setAAD(Buffer.from(subject, 'utf8'));
  const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return `${ENVELOPE_PREFIX}${dataKey.keyId}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

/** Opens an envelope; null when the key is not the one it was sealed with or the text was altered. */
export function openValue(dataKey: DataKey, subject: string, envelope: string): string | null {
  if (envelopeKeyId(envelope) !== dataKey.keyId) return null;
  const bytes = Buffer.from(envelope.slice(ENVELOPE_PREFIX.length + dataKey.keyId.length + 1), 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', dataKey.key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(subject, 'utf8'));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The payload with its personal string fields sealed (null and absent fields stay as they are: they tell nothing). */
export function sealFields(
  data: Record<string, unknown>,
  fields: readonly string[],
  dataKey: DataKey | null,
  subject: string,
  eventId: string,
): Record<string, unknown> {
  const sealed = { ...data };
  for (const field of fields) {
    const value = data[field];
    if (typeof value !== 'string' || isEnvelope(value)) continue;
    // A player whose key is gone was erased: nothing personal about them is written again, in clear or sealed.
    sealed[field] = dataKey ? sealValue(dataKey, subject, eventId, field, value) : ERASED_VALUE;
  }
  return sealed;
}

/**
 * The payload with its envelopes opened; `erased` says whether any could not be (the key is gone): those read as
 * ERASED_VALUE. Values in clear (events appended before sealing began) are returned as they are.
 */
export function openFields(
  data: Record<string, unknown>,
  fields: readonly string[],
  dataKey: DataKey | null,
  subject: string,
): { data: Record<string, unknown>; erased: boolean } {
  let opened: Record<string, unknown> | null = null;
  let erased = false;
  for (const field of fields) {
    const value = data[field];
    if (!isEnvelope(value)) continue;
    opened ??= { ...data };
    const clear = dataKey ? openValue(dataKey, subject, value) : null;
    if (clear === null) erased = true;
    opened[field] = clear ?? ERASED_VALUE;
  }
  return { data: opened ?? data, erased };
}
