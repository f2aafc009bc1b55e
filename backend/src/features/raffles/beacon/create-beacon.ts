import type pg from 'pg';
import type { BeaconConfig } from '../../../platform/beacon-config';
import type { RandomnessBeacon } from './beacon';
import { createDrandBeacon } from './drand-beacon';
import { createLocalBeacon } from './local-beacon';

/** The configured beacon; `now` is the system's clock, which the local beacon's schedule follows. */
export function createBeacon(config: { beacon: BeaconConfig }, pool: pg.Pool, now: () => Date = () => new Date()): RandomnessBeacon {
  const { beacon } = config;
  return beacon.kind === 'drand' ? createDrandBeacon(beacon) : createLocalBeacon(pool, { now });
}
