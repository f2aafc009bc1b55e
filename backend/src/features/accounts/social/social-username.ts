import { createHash } from 'node:crypto';
import { MAX_USERNAME_LENGTH, type SocialProvider } from '@fr/contracts';

const MIN_BASE_LENGTH = 3;
const SUFFIX_LENGTH = 8;
const BASE_LENGTH = MAX_USERNAME_LENGTH - SUFFIX_LENGTH - 1;
const NUMBERED = 9;

/**
 * Usernames to try, in order, for a social sign-up: the hint made to fit the sign-up form's rule (letters, digits,
 * dots, dashes, underscores), then numbered, then with a suffix from the identity. The list depends only on its
 * inputs, so a sign-up tried again claims the same name it claimed the first time.
 */
export function usernameCandidates(hint: string | null, provider: SocialProvider, subject: string): string[] {
  const cleaned = (hint ?? '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, BASE_LENGTH);
  const base = cleaned.length >= MIN_BASE_LENGTH ? cleaned : `${provider}-player`;
  const suffix = createHash('sha256').update(`${provider}:${subject}`).digest('hex').slice(0, SUFFIX_LENGTH);
  return [base, ...Array.from({ length: NUMBERED }, (_, i) => `${base}${i + 2}`), `${base}-${suffix}`];
}
