import argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

let dummyHash: Promise<string> | null = null;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

/**
 * Verifies against the stored hash, or against a throwaway hash when there is no such account, so the answer
 * takes the same time either way and does not reveal whether an e-mail is registered.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  dummyHash ??= argon2.hash('not-a-real-password', OPTIONS);
  const target = hash ?? (await dummyHash);
  const ok = await argon2.verify(target, password).catch(() => false);
  return hash !== null && ok;
}
