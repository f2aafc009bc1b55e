import { z } from 'zod';

/** drand's quicknet (League of Entropy mainnet, a round every 3 s); the same values as drand-client's QUICKNET_CHAIN_INFO. */
export const QUICKNET = {
  url: 'https://api.drand.sh',
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  scheme: 'bls-unchained-g1-rfc9380',
  genesisTime: 1692803367,
  period: 3,
} as const;

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
