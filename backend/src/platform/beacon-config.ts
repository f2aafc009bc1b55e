import { z } from 'zod';
import { QUICKNET } from '@fr/contracts/beacon';

export type BeaconConfig = { kind: 'drand'; url: string; chainHash: string; publicKey: string } | { kind: 'local' };

const hex = (length?: number) => z.string().regex(length ? new RegExp(`^[0-9a-f]{${length}}$`) : /^[0-9a-f]+$/, 'lowercase hex');

/** The environment variables of the randomness beacon, for envSchema in config.ts. */
export const beaconEnv = {
  /** `drand` (public randomness: the default in production, and the only choice there) or `local` (the demo beacon, the default elsewhere). */
  BEACON: z.enum(['drand', 'local']).optional(),
  DRAND_URL: z.string().url().default(QUICKNET.url),
  DRAND_CHAIN_HASH: hex(64).default(QUICKNET.chainHash),
  DRAND_PUBLIC_KEY: hex().default(QUICKNET.publicKey),
};

type BeaconEnv = z.infer<z.ZodObject<typeof beaconEnv>>;

/** drand in production, where a beacon the operator holds the key of would make draws unverifiable; local elsewhere. */
export function loadBeaconConfig(env: BeaconEnv, production: boolean): BeaconConfig {
  const kind = env.BEACON ?? (production ? 'drand' : 'local');
  if (kind === 'local') {
    if (production) throw new Error('BEACON=local is for development only: its operator holds the key, so draws cannot be verified');
    return { kind: 'local' };
  }
  return { kind: 'drand', url: env.DRAND_URL, chainHash: env.DRAND_CHAIN_HASH, publicKey: env.DRAND_PUBLIC_KEY };
}
