import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { accountStream, type EventStore } from '@fr/contracts';
import { openEventStore } from '../src/eventstore';
import { createSchema } from '../src/platform/database';
import { createPersonalKeys, personalKeysSchemaSql, withPersonalData } from '../src/platform/personal-data';
import { createTokenCipher } from '../src/platform/token-cipher';
import { READ_PAGE_SIZE, readAllPages } from './event-store-bench';
import { measureConcurrent, measureOnce, type Throughput } from './measure';
import { figure, type BenchRow, type BenchTable } from './table';

const ACCOUNTS = 2_000;
const CONCURRENCY = 8;
const ROUNDS = 3;

/** A sign-up as the accounts feature records it: four personal fields of the catalogue's AccountRegistered. */
const registration = (userId: string) => ({
  type: 'AccountRegistered',
  data: {
    userId,
    username: `bench_${userId.slice(0, 8)}`,
    email: `${userId}@example.com`,
    firstName: 'Bench',
    lastName: 'Player',
    hasPassword: true,
    emailHeld: true,
    registeredAt: new Date().toISOString(),
  },
});

const median = (values: Throughput[]): Throughput =>
  [...values].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(values.length / 2)] ?? { perSecond: 0, p99Ms: 0 };

const row = (measurement: string, sealed: Throughput | number, bare: Throughput | number): BenchRow => {
  const [s, b] = [typeof sealed === 'number' ? sealed : sealed.perSecond, typeof bare === 'number' ? bare : bare.perSecond];
  return {
    measurement,
    'sealed /s': s,
    'sealed p99 ms': typeof sealed === 'number' ? '-' : sealed.p99Ms,
    'bare /s': b,
    'bare p99 ms': typeof bare === 'number' ? '-' : bare.p99Ms,
    ratio: s / b,
  };
};

/**
 * What the personal-data boundary (crypto-shredding, ADR 0013) costs: the same sign-up appends, account-stream reads
 * and readAll pages through the sealing store and through the bare PostgreSQL adapter, on one database.
 */
export async function benchPersonalData(pool: pg.Pool): Promise<BenchTable> {
  const bare = await openEventStore({ kind: 'postgres', pool });
  await createSchema(pool, personalKeysSchemaSql);
  const keys = createPersonalKeys(pool, createTokenCipher(randomBytes(32)));
  const sealed = withPersonalData(bare, keys, randomBytes(32));

  const appendRounds = { sealed: [] as Throughput[], bare: [] as Throughput[] };
  const users = { sealed: [] as string[], bare: [] as string[] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [side, store] of [
      ['sealed', sealed],
      ['bare', bare],
    ] as const) {
      const ids = Array.from({ length: ACCOUNTS }, () => randomUUID());
      users[side].push(...ids);
      appendRounds[side].push(
        await measureConcurrent(ACCOUNTS, CONCURRENCY, (i) =>
          store.append(accountStream(ids[i]!), [{ eventId: randomUUID(), ...registration(ids[i]!) }], { expectedVersion: 'no_stream' }),
        ),
      );
    }
  }
  const reads = async (side: 'sealed' | 'bare', store: EventStore) =>
    measureConcurrent(ACCOUNTS, CONCURRENCY, (i) => store.read(accountStream(users[side][i]!)));
  const readRounds = { sealed: [] as Throughput[], bare: [] as Throughput[] };
  for (let round = 0; round < ROUNDS; round++) {
    readRounds.sealed.push(await reads('sealed', sealed));
    readRounds.bare.push(await reads('bare', bare));
  }
  const total = users.sealed.length + users.bare.length;
  const best = async (run: () => Promise<number>) => Math.max(await run(), await run(), await run());
  const readAllSealed = await best(() => measureOnce(total, () => readAllPages(sealed)));
  const readAllBare = await best(() => measureOnce(total, () => readAllPages(bare)));
  await bare.close();

  const rows = [
    row(`sign-up append, concurrency ${CONCURRENCY}`, median(appendRounds.sealed), median(appendRounds.bare)),
    row(`account stream read, concurrency ${CONCURRENCY}`, median(readRounds.sealed), median(readRounds.bare)),
    row(`readAll ${total.toLocaleString('en-US')} events (half sealed)`, readAllSealed, readAllBare),
  ];
  return {
    title: 'Personal data boundary (sealed per player) vs the bare PostgreSQL adapter',
    rows,
    figures: rows.flatMap((r) => {
      const name = `personal data: ${r.measurement}`;
      const [s, b] = [Number(r['sealed /s']), Number(r['bare /s'])];
      return [figure(name, 'ops/s', s, b), figure(`${name}, bare adapter (baseline)`, 'ops/s', b)];
    }),
    notes: [
      `append: ${ACCOUNTS} sign-ups (AccountRegistered, 4 personal fields) to new account streams per round, sealed side`,
      `creating each player's key on first use; read: the same streams read back (keys cached); median of ${ROUNDS} rounds.`,
      `readAll: pages of ${READ_PAGE_SIZE} over the whole log (the sealed side opens the envelopes); best of 3.`,
    ],
  };
}
