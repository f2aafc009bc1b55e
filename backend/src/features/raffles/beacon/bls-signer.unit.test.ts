import { createHash } from 'node:crypto';
import { fetchBeacon, type Chain, type ChainClient, type ChainInfo, type RandomnessBeacon as DrandRound } from 'drand-client';
import { describe, expect, it } from 'vitest';
import { BLS_G1_SCHEME, chainHashOf, generateSecretKey, publicKeyOf, signRound, verifyRound } from './bls-signer';
import { QUICKNET } from '@fr/contracts/beacon';

/**
 * Quicknet round 1000 as drand serves it (emitted 2023-08-23 15:59:24 UTC): the same values are quoted by drand's
 * `dee` CLI README and several drand-based projects; the test below proves them against quicknet's public key.
 */
const QUICKNET_ROUND_1000 = {
  round: 1000,
  signature: 'b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39',
  randomness: 'fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd',
};

/** drand-client's own test vector for this scheme (its "walkthrough" chain, round 38). */
const WALKTHROUGH = {
  publicKey:
    '81d320f220ee9c79e60e19dedc838c31e3ab919b15481e9feb52f643628c4f6a13fdc52129493875a818109d767272ca0541cbcdcea9335f2870d781b39b845ba8cbd44fdfe4967781cf72ca5917fc9398bcf97ca0548ed5a709016c4b1ff0f3',
  round: {
    round: 38,
    randomness: 'b2fc21325a24904a6a9e81a6c63f65f6cec3f0b2400df3f4a56b214770e9ccca',
    signature: '95c93585c513ebbcb4777ff15599b3140e5ec0295faa0e483f3deadd88fa6d43f0d3703e3a4ce106e8fd6c6987f32126',
  },
};

const secretKey = generateSecretKey();
const publicKey = publicKeyOf(secretKey);

describe('the drand-compatible BLS signer (bls-unchained-g1-rfc9380)', () => {
  it('given a signed round, when verified with the public key, then it verifies and its randomness is sha256(signature)', () => {
    const round = signRound(secretKey, 42);

    expect(verifyRound(publicKey, round)).toBe(true);
    expect(round.randomness).toBe(createHash('sha256').update(Buffer.from(round.signature, 'hex')).digest('hex'));
    expect(round.signature).toHaveLength(96); // 48 bytes: a compressed G1 point
    expect(publicKey).toHaveLength(192); // 96 bytes: a compressed G2 point
  });

  it('signs a round the same way every time, so processes signing one round agree', () => {
    expect(signRound(secretKey, 7)).toEqual(signRound(secretKey, 7));
  });

  it('given a round changed in any part, when verified, then it does not verify (and nothing throws)', () => {
    const round = signRound(secretKey, 42);
    const flipped = (hex: string) => hex.replace(/.$/, (d) => (d === '0' ? '1' : '0'));

    expect(verifyRound(publicKey, { ...round, round: 43 })).toBe(false);
    expect(verifyRound(publicKey, { ...round, randomness: flipped(round.randomness) })).toBe(false);
    expect(verifyRound(publicKey, { ...round, signature: flipped(round.signature) })).toBe(false);
    expect(verifyRound(publicKey, { ...round, signature: 'zz' })).toBe(false);
    expect(verifyRound(publicKeyOf(generateSecretKey()), round)).toBe(false);
    expect(verifyRound(publicKey, { ...signRound(secretKey, 1), round: 0 })).toBe(false);
  });

  it('verifies a real quicknet round against quicknet public key', () => {
    expect(verifyRound(QUICKNET.publicKey, QUICKNET_ROUND_1000)).toBe(true);
    expect(verifyRound(QUICKNET.publicKey, { ...QUICKNET_ROUND_1000, round: 1001 })).toBe(false);
  });

  it("verifies drand-client's own test vector for the scheme", () => {
    expect(verifyRound(WALKTHROUGH.publicKey, WALKTHROUGH.round)).toBe(true);
  });

  it("signs rounds that drand-client's verification accepts", async () => {
    const info: ChainInfo = {
      public_key: publicKey,
      period: 3,
      genesis_time: 1_700_000_000,
      hash: 'stand-in',
      groupHash: 'stand-in',
      schemeID: BLS_G1_SCHEME,
      metadata: { beaconID: 'test' },
    };
    const chain: Chain = { baseUrl: 'memory:', info: async () => info };
    const serving = (beacon: DrandRound): ChainClient => ({
      options: { disableBeaconVerification: false, noCache: false },
      chain: () => chain,
      get: async () => beacon,
      latest: async () => beacon,
    });
    const round = signRound(secretKey, 9);

    await expect(fetchBeacon(serving(round), 9)).resolves.toEqual(round);
    await expect(fetchBeacon(serving(signRound(generateSecretKey(), 9)), 9)).rejects.toThrow('not valid');
  });

  it("computes drand's chain hash: quicknet's parameters give quicknet's hash", () => {
    const hash = chainHashOf({
      period: QUICKNET.period,
      genesisTime: QUICKNET.genesisTime,
      publicKey: QUICKNET.publicKey,
      groupHash: 'f477d5c89f21a17c863a7f937c6a6d15859414d2be09cd448d4279af331c5d3e',
      beaconId: 'quicknet',
    });

    expect(hash).toBe(QUICKNET.chainHash);
  });
});
