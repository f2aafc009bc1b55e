import { randomInt } from 'node:crypto';

/** RFC 4648 base32: no 0, 1, 8 or 9, so a code read aloud or copied by hand is not mistaken for O, I or B. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** An unguessable redeem code, four groups of four (80 random bits from the system's CSPRNG): ABCD-EFGH-JKLM-NPQR. */
export function newRedeemCode(): string {
  const group = () => Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: GROUPS }, group).join('-');
}
