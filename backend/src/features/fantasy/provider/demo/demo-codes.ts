import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read off the screen cannot be mistyped into another one. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PLAYER_CHARS = 8;
const CHECK_CHARS = 4;
const SIGNATURE_CHARS = 16;

function base32(bytes: Buffer, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[(bytes[i] ?? 0) % 32];
  return out;
}

const equal = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Codes and tokens of the demo provider are self-validating: the player part comes from the state, the rest is an
 * HMAC under a key derived from the provider's seed. No table of issued codes, so any API process with the same
 * seed accepts a code another process showed, and a restart does not strand a player halfway through connecting.
 */
export function demoCodes(seed: string) {
  const key = createHash('sha256').update(`fantasy-rewards demo provider\0${seed}`).digest();
  const mac = (purpose: string, value: string, length: number) =>
    base32(createHmac('sha256', key).update(`${purpose}\0${value}`).digest(), length);

  return {
    /** `DEMO-XXXX-XXXX-CCCC`: the same state always shows the same code. */
    codeFor(state: string): string {
      const player = mac('player', state, PLAYER_CHARS);
      return `DEMO-${player.slice(0, 4)}-${player.slice(4)}-${mac('code', player, CHECK_CHARS)}`;
    },
    /** The player id inside a code we issued, or null for anything else (typos included). */
    playerOfCode(code: string): string | null {
      const match = /^DEMO-([0-9A-Z]{4})-([0-9A-Z]{4})-([0-9A-Z]{4})$/.exec(code.trim().toUpperCase());
      if (!match) return null;
      const player = `${match[1]}${match[2]}`;
      return equal(match[3] ?? '', mac('code', player, CHECK_CHARS)) ? player : null;
    },
    token(kind: 'access' | 'refresh', player: string): string {
      return `demo-${kind}.${player}.${mac(kind, player, SIGNATURE_CHARS)}`;
    },
    /** The player id inside a token we issued, or null. */
    playerOfToken(kind: 'access' | 'refresh', token: string): string | null {
      const [prefix, player, signature, ...rest] = token.split('.');
      if (prefix !== `demo-${kind}` || !player || !signature || rest.length > 0) return null;
      return equal(signature, mac(kind, player, SIGNATURE_CHARS)) ? player : null;
    },
  };
}

/** A deterministic number in [0, 1) from any parts: the demo's only source of variety. */
export function unitHash(...parts: Array<string | number>): number {
  const digest = createHash('sha256').update(parts.join('\0')).digest();
  return digest.readUIntBE(0, 6) / 2 ** 48;
}
