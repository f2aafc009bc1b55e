import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import type pg from 'pg';
import { QUICKNET } from '@fr/contracts/beacon';
import { BeaconUnavailableError, beaconSchedule, type BeaconInfo, type RandomnessBeacon } from './beacon';
import { BLS_G1_SCHEME, chainHashOf, generateSecretKey, publicKeyOf, signRound } from './bls-signer';

export const LOCAL_BEACON_NAME = 'Local demo beacon (embedded mode; not a public randomness source)';

/**
 * One key (a single row) and every round served. The secret key sits in the database in clear: whoever runs the
 * system can sign any round with it, which is why this beacon is a demo and the proof page says so.
 */
export const localBeaconSchemaSql = `
CREATE TABLE IF NOT EXISTS local_beacon_keys (
  id smallint PRIMARY KEY CHECK (id = 1),
  secret_key text NOT NULL,
  public_key text NOT NULL,
  genesis_time bigint NOT NULL,
  period integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS local_beacon_rounds (
  round bigint PRIMARY KEY,
  randomness text NOT NULL,
  signature text NOT NULL,
  served_at timestamptz NOT NULL
);`;

export interface LocalBeaconOptions {
  /** Seconds between rounds, fixed when the key is created. */
  period?: number;
  now?: () => Date;
}

interface LocalKey {
  secretKey: string;
  info: BeaconInfo;
}

/**
 * The embedded mode's beacon: drand's scheme and schedule (so the same verification applies) with a key of its own.
 * The first process to need it creates the key; every other process, then or later, reads the same row. Its genesis
 * is quicknet's, not the creating process's clock: a draw that closed before the key was made (a demo or a test
 * replaying a past week, a clock set back) still has its round, where a genesis after the close would hold that draw
 * until the genesis came round. Rounds are signed only once their time has come, and each one served is recorded.
 */
export function createLocalBeacon(pool: Pick<pg.Pool, 'query'>, options: LocalBeaconOptions = {}): RandomnessBeacon {
  const now = options.now ?? (() => new Date());
  let loaded: Promise<LocalKey> | null = null;

  async function loadKey(): Promise<LocalKey> {
    const secretKey = generateSecretKey();
    await pool.query(
      `INSERT INTO local_beacon_keys (id, secret_key, public_key, genesis_time, period) VALUES (1, $1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [secretKey, publicKeyOf(secretKey), QUICKNET.genesisTime, options.period ?? QUICKNET.period],
    );
    const { rows } = await pool.query<{ secret_key: string; public_key: string; genesis_time: number; period: number }>(
      'SELECT secret_key, public_key, genesis_time, period FROM local_beacon_keys WHERE id = 1',
    );
    const row = rows[0]!;
    const genesisTime = Number(row.genesis_time);
    const chain = {
      period: row.period,
      genesisTime,
      publicKey: row.public_key,
      // drand hashes its group file here; a one-key beacon has no group beyond its key.
      groupHash: bytesToHex(sha256(hexToBytes(row.public_key))),
      beaconId: 'local',
    };
    return {
      secretKey: row.secret_key,
      info: {
        kind: 'local',
        name: LOCAL_BEACON_NAME,
        chainHash: chainHashOf(chain),
        publicKey: row.public_key,
        genesisTime,
        period: row.period,
        scheme: BLS_G1_SCHEME,
        url: null,
      },
    };
  }

  function key(): Promise<LocalKey> {
    // One load per process; a failed one (database away) is tried again on the next call.
    loaded ??= loadKey().catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return loaded;
  }

  return {
    info: async () => (await key()).info,
    roundAfter: beaconSchedule.roundAfter,
    roundTime: beaconSchedule.roundTime,
    async fetchRound(round) {
      if (!Number.isSafeInteger(round) || round < 1) throw new RangeError(`No local beacon round ${round}`);
      const { secretKey, info } = await key();
      const due = beaconSchedule.roundTime(round, info);
      const at = now();
      if (at < due) throw new BeaconUnavailableError(`Local beacon round ${round} is emitted at ${due.toISOString()}`);
      // BLS signatures are deterministic: a round signed twice, by any process, is the same round.
      const served = signRound(secretKey, round);
      await pool.query(
        `INSERT INTO local_beacon_rounds (round, randomness, signature, served_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING`,
        [round, served.randomness, served.signature, at],
      );
      return served;
    },
  };
}
