import { roundAt, roundTime, type ChainInfo } from 'drand-client';
import type { BeaconRound } from '@fr/contracts/beacon';

/** Which public randomness a draw used; published with every proof. */
export interface BeaconInfo {
  kind: 'drand' | 'local';
  name: string;
  chainHash: string;
  publicKey: string;
  /** Unix seconds of round 1. */
  genesisTime: number;
  /** Seconds between rounds. */
  period: number;
  scheme: string;
  /** Where anyone can fetch the chain's rounds (`{url}/public/{round}`, `{url}/info`); null for the local beacon. */
  url: string | null;
}

export type { BeaconRound };

/** The round is not emitted yet or the beacon cannot be reached: the draw job retries later. */
export class BeaconUnavailableError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'BeaconUnavailableError';
  }
}

/** The beacon answered with a round (or chain) that does not verify against its public key: never used for a draw. */
export class BeaconVerificationError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'BeaconVerificationError';
  }
}

export interface RandomnessBeacon {
  info(): Promise<BeaconInfo>;
  /** The first round emitted strictly after `at`: its value cannot be known at `at`. */
  roundAfter(at: Date, info: BeaconInfo): number;
  /** When a round is emitted: round r at genesis + (r - 1) × period. */
  roundTime(round: number, info: BeaconInfo): Date;
  /** The round, verified against the chain's public key; throws BeaconUnavailableError or BeaconVerificationError. */
  fetchRound(round: number): Promise<BeaconRound>;
}

/** The timing fields in drand-client's shape, so its round arithmetic is the one we use. */
const chainTiming = (info: Pick<BeaconInfo, 'genesisTime' | 'period'>) =>
  ({ genesis_time: info.genesisTime, period: info.period }) as ChainInfo;

/** drand's schedule, shared by every beacon: round r is emitted at genesis + (r - 1) × period. */
export const beaconSchedule = {
  roundAfter(at: Date, info: Pick<BeaconInfo, 'genesisTime' | 'period'>): number {
    // Before genesis no round is out yet, so the first one is emitted after `at`.
    if (at.getTime() < info.genesisTime * 1000) return 1;
    return roundAt(at.getTime(), chainTiming(info)) + 1;
  },
  roundTime(round: number, info: Pick<BeaconInfo, 'genesisTime' | 'period'>): Date {
    return new Date(roundTime(chainTiming(info), round));
  },
};
