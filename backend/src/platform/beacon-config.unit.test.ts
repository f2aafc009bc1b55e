import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { QUICKNET } from '@fr/contracts/beacon';
import { beaconEnv, loadBeaconConfig } from './beacon-config';

const env = (source: Record<string, string>) => z.object(beaconEnv).parse(source);

describe('the beacon configuration', () => {
  it('uses drand quicknet in production without further settings', () => {
    expect(loadBeaconConfig(env({}), true)).toEqual({
      kind: 'drand',
      url: QUICKNET.url,
      chainHash: QUICKNET.chainHash,
      publicKey: QUICKNET.publicKey,
    });
  });

  it('refuses the local beacon in production', () => {
    expect(() => loadBeaconConfig(env({ BEACON: 'local' }), true)).toThrow('BEACON=local is for development only');
  });

  it('uses the local beacon elsewhere unless drand is asked for, with any chain', () => {
    expect(loadBeaconConfig(env({}), false)).toEqual({ kind: 'local' });
    const chain = { DRAND_URL: 'http://127.0.0.1:8080', DRAND_CHAIN_HASH: 'ab'.repeat(32), DRAND_PUBLIC_KEY: 'cd'.repeat(48) };
    expect(loadBeaconConfig(env({ BEACON: 'drand', ...chain }), false)).toEqual({
      kind: 'drand',
      url: chain.DRAND_URL,
      chainHash: chain.DRAND_CHAIN_HASH,
      publicKey: chain.DRAND_PUBLIC_KEY,
    });
  });

  it('refuses a chain hash or key that is not hex', () => {
    expect(() => env({ DRAND_CHAIN_HASH: 'quicknet' })).toThrow();
    expect(() => env({ DRAND_PUBLIC_KEY: '0xabc' })).toThrow();
    expect(() => env({ BEACON: 'random.org' })).toThrow();
  });
});
