import type pg from 'pg';
import { QUICKNET } from '@fr/contracts/beacon';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabasePool, type TestDatabase } from '@fr/projections/testing/test-database';
import '@fr/projections/testing/provided-context';
import { createSchema } from '../../../platform/database';
import { BeaconUnavailableError } from './beacon';
import { verifyRound } from './bls-signer';
import { LOCAL_BEACON_NAME, createLocalBeacon, localBeaconSchemaSql } from './local-beacon';

let database: TestDatabase;
let pool: pg.Pool;
let clock: Date;
const now = () => clock;

beforeEach(async () => {
  database = await createTestDatabase();
  pool = testDatabasePool(database.url, { max: 4 });
  await createSchema(pool, localBeaconSchemaSql);
  clock = new Date('2026-11-20T15:00:00.000Z');
});
afterEach(async () => {
  await pool?.end();
  await database?.drop();
});

const recordedRounds = async () =>
  (await pool.query('SELECT round, randomness, signature, served_at FROM local_beacon_rounds ORDER BY round')).rows;

describe('the local demo beacon', () => {
  it('says what it is: local, not a public randomness source, no URL to check it against', async () => {
    const info = await createLocalBeacon(pool, { now }).info();

    expect(info).toMatchObject({
      kind: 'local',
      name: LOCAL_BEACON_NAME,
      scheme: 'bls-unchained-g1-rfc9380',
      url: null,
      period: 3,
      genesisTime: QUICKNET.genesisTime,
    });
    expect(info.name).toBe('Local demo beacon (embedded mode; not a public randomness source)');
    expect(info.chainHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('given two processes starting at once on a fresh database, when both ask, then they agree on one key and genesis', async () => {
    const [first, second] = await Promise.all([
      createLocalBeacon(pool, { now }).info(),
      createLocalBeacon(pool, { now: () => new Date(clock.getTime() + 60_000), period: 30 }).info(),
    ]);
    clock = new Date(clock.getTime() + 86_400_000);
    const later = await createLocalBeacon(pool, { now, period: 5 }).info();

    expect(second).toEqual(first);
    expect(later).toEqual(first);
    expect((await pool.query('SELECT count(*)::int AS n FROM local_beacon_keys')).rows[0].n).toBe(1);
  });

  it('given a round whose time has come, when served, then it verifies with the key it publishes and is recorded once', async () => {
    const beacon = createLocalBeacon(pool, { now });
    const info = await beacon.info();
    const round = beacon.roundAfter(new Date(clock.getTime() + 10_000), info);
    clock = beacon.roundTime(round, info);

    const served = await beacon.fetchRound(round);
    const again = await createLocalBeacon(pool, { now: () => new Date(clock.getTime() + 5000) }).fetchRound(round);

    expect(verifyRound(info.publicKey, served)).toBe(true);
    expect(again).toEqual(served);
    expect(await recordedRounds()).toEqual([
      { round, randomness: served.randomness, signature: served.signature, served_at: beacon.roundTime(round, info) },
    ]);
  });

  it('given a round whose time has not come, when asked, then it is unavailable and nothing is recorded', async () => {
    const beacon = createLocalBeacon(pool, { now });
    const info = await beacon.info();
    const round = beacon.roundAfter(clock, info);

    await expect(beacon.fetchRound(round)).rejects.toBeInstanceOf(BeaconUnavailableError);
    expect(await recordedRounds()).toEqual([]);
  });

  it('fixes for a close the first round emitted after it, on the same schedule as drand', async () => {
    const beacon = createLocalBeacon(pool, { now });
    const info = await beacon.info();
    const genesis = QUICKNET.genesisTime * 1000;
    const closesAt = new Date(genesis + 3_600_000 + 500);

    const round = beacon.roundAfter(closesAt, info);

    // Round 1201 is emitted 3,600 s after genesis, before the close; 1202 at 3,603 s.
    expect(round).toBe(1202);
    expect(beacon.roundTime(round, info)).toEqual(new Date(genesis + 3_603_000));
  });

  it('given the key made by a clock a day past a close, when that draw asks for its round, then the round is out', async () => {
    // A clock set back after the key was made (a demo replaying last week, a test's clock): the genesis does not
    // follow the clock that made the key, so the earlier close still has a round emitted before it is asked for.
    const madeAt = clock;
    await createLocalBeacon(pool, { now: () => madeAt }).info();
    const closesAt = new Date(madeAt.getTime() - 86_400_000);
    clock = new Date(closesAt.getTime() + 60_000);
    const beacon = createLocalBeacon(pool, { now });
    const info = await beacon.info();

    const served = await beacon.fetchRound(beacon.roundAfter(closesAt, info));

    expect(verifyRound(info.publicKey, served)).toBe(true);
  });
});
