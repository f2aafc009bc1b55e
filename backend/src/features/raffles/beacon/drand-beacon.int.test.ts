import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BeaconUnavailableError, BeaconVerificationError, beaconSchedule } from './beacon';
import { verifyRound } from './bls-signer';
import { QUICKNET } from '@fr/contracts/beacon';
import { createDrandBeacon } from './drand-beacon';
import { startDrandStandIn, type DrandStandIn } from '../../../testing/drand-stand-in';

let standIn: DrandStandIn;
beforeAll(async () => {
  standIn = await startDrandStandIn();
  // drand-client reports why a round failed on console.error before throwing; the errors are what these tests check.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await standIn?.close();
});

const beaconOn = (s: DrandStandIn, overrides: Partial<Parameters<typeof createDrandBeacon>[0]> = {}) =>
  createDrandBeacon({ url: s.url, chainHash: s.chainHash, publicKey: s.publicKey, ...overrides });

/** A round the stand-in has emitted (its genesis is an hour ago). */
const pastRound = () => beaconSchedule.roundAfter(new Date(), standIn) - 10;

describe('the drand beacon against a local drand relay', () => {
  it('describes the chain it verified against the configured hash and key', async () => {
    const info = await beaconOn(standIn).info();

    expect(info).toEqual({
      kind: 'drand',
      name: 'drand stand-in',
      chainHash: standIn.chainHash,
      publicKey: standIn.publicKey,
      genesisTime: standIn.genesisTime,
      period: 3,
      scheme: 'bls-unchained-g1-rfc9380',
      url: `${standIn.url}/${standIn.chainHash}`,
    });
  });

  it('given an emitted round, when fetched, then it is verified and its randomness is the signed one', async () => {
    const round = pastRound();

    const fetched = await beaconOn(standIn).fetchRound(round);

    expect(fetched.round).toBe(round);
    expect(verifyRound(standIn.publicKey, fetched)).toBe(true);
  });

  it('given a round signed with another key, when fetched, then it is refused as unverifiable', async () => {
    const round = pastRound() - 1;
    standIn.tamper(round, 'signature');

    await expect(beaconOn(standIn).fetchRound(round)).rejects.toBeInstanceOf(BeaconVerificationError);
  });

  it('given a round whose randomness is not the hash of its signature, when fetched, then it is refused', async () => {
    const round = pastRound() - 2;
    standIn.tamper(round, 'randomness');

    await expect(beaconOn(standIn).fetchRound(round)).rejects.toBeInstanceOf(BeaconVerificationError);
  });

  it('given a relay serving another chain key, when asked anything, then it is refused as unverifiable', async () => {
    const other = await startDrandStandIn();
    try {
      const beacon = beaconOn(standIn, { publicKey: other.publicKey });

      await expect(beacon.info()).rejects.toBeInstanceOf(BeaconVerificationError);
      await expect(beacon.fetchRound(pastRound())).rejects.toBeInstanceOf(BeaconVerificationError);
    } finally {
      await other.close();
    }
  });

  it('given a round not emitted yet, when fetched, then the beacon is unavailable (the job retries)', async () => {
    const next = beaconSchedule.roundAfter(new Date(), standIn) + 5;

    await expect(beaconOn(standIn).fetchRound(next)).rejects.toBeInstanceOf(BeaconUnavailableError);
    // A clock ahead of the relay's: the relay itself answers that the round is not out.
    const ahead = beaconOn(standIn, { now: () => new Date(Date.now() + 3_600_000) });
    await expect(ahead.fetchRound(next)).rejects.toBeInstanceOf(BeaconUnavailableError);
  });

  it('given a relay that cannot be reached, when asked, then the beacon is unavailable', async () => {
    const gone = await startDrandStandIn();
    await gone.close();
    const beacon = beaconOn(gone);

    await expect(beacon.info()).rejects.toBeInstanceOf(BeaconUnavailableError);
    await expect(beacon.fetchRound(1)).rejects.toBeInstanceOf(BeaconUnavailableError);
  });
});

describe("drand's schedule", () => {
  const chain = { genesisTime: 1_700_000_000, period: 3 };
  const at = (seconds: number) => new Date((chain.genesisTime + seconds) * 1000);

  it('emits round r at genesis + (r - 1) × period', () => {
    expect(beaconSchedule.roundTime(1, chain)).toEqual(at(0));
    expect(beaconSchedule.roundTime(5, chain)).toEqual(at(12));
    // Quicknet's round 1000, as drand reports it.
    expect(beaconSchedule.roundTime(1000, QUICKNET).toISOString()).toBe('2023-08-23T15:59:24.000Z');
  });

  it('fixes for an instant the first round emitted strictly after it', () => {
    expect(beaconSchedule.roundAfter(at(-100), chain)).toBe(1);
    expect(beaconSchedule.roundAfter(at(0), chain)).toBe(2);
    expect(beaconSchedule.roundAfter(at(1), chain)).toBe(2);
    expect(beaconSchedule.roundAfter(at(2.999), chain)).toBe(2);
    expect(beaconSchedule.roundAfter(at(3), chain)).toBe(3);
    for (const seconds of [0, 0.5, 7, 3599.9, 86_400]) {
      const round = beaconSchedule.roundAfter(at(seconds), chain);
      expect(beaconSchedule.roundTime(round, chain).getTime()).toBeGreaterThan(at(seconds).getTime());
      expect(beaconSchedule.roundTime(round - 1, chain).getTime()).toBeLessThanOrEqual(at(seconds).getTime());
    }
  });

  it('given the round fixed for a close, when fetched, then it is unavailable until its time and verified from then on', async () => {
    let clock = at(7200);
    const relay = await startDrandStandIn({ genesisTime: chain.genesisTime, now: () => clock });
    try {
      const beacon = beaconOn(relay, { now: () => clock });
      const info = await beacon.info();
      const closesAt = at(7201);

      const round = beacon.roundAfter(closesAt, info);

      await expect(beacon.fetchRound(round)).rejects.toBeInstanceOf(BeaconUnavailableError);
      clock = beacon.roundTime(round, info);
      expect(clock.getTime()).toBeGreaterThan(closesAt.getTime());
      expect(verifyRound(relay.publicKey, await beacon.fetchRound(round))).toBe(true);
    } finally {
      await relay.close();
    }
  });
});
