import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@fr/projections/testing/test-database';
import '@fr/projections/testing/provided-context';
import { createSchema, openPostgres, type Database, type Queryable } from '../database';
import { createTokenCipher } from '../token-cipher';
import { createPersonalKeys, personalKeysSchemaSql } from './personal-keys';

let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = await openPostgres(database.url, { max: 4 });
  await createSchema(db.pool, personalKeysSchemaSql);
});
afterAll(async () => {
  await db?.close();
  await database?.drop();
});

/**
 * Found by a loaded CI run: a read (the projections catching up) looked the key up just before the deletion's update
 * and cached it just after, so the deleting process went on opening the erased player's data.
 */
it('keeps a key erased in the erasing process, even when a look-up that read the row before the erasure answers after it', async () => {
  const cipher = createTokenCipher(randomBytes(32));
  const subject = randomUUID();
  // Another process made the key: this one's cache knows nothing of it.
  expect(await createPersonalKeys(db.pool, cipher).keyFor(subject)).not.toBeNull();

  let rowRead!: () => void;
  let answer!: () => void;
  const read = new Promise<void>((resolve) => (rowRead = resolve));
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let gate = true;
  const query = db.pool.query.bind(db.pool) as (text: string, values?: unknown[]) => Promise<unknown>;
  const gated = {
    async query(text: string, values?: unknown[]) {
      const result = await query(text, values);
      if (gate && text.startsWith('SELECT subject, key_id')) {
        gate = false;
        rowRead();
        await answered;
      }
      return result;
    },
  } as unknown as Queryable;
  const keys = createPersonalKeys(gated, cipher);

  const racing = keys.keysOf([subject]);
  await read; // the look-up has read the row, key and all...
  await keys.erase(subject, new Date()); // ...the erasure deletes the key...
  answer(); // ...and only now does the look-up answer.
  expect((await racing).get(subject)).toBeNull();
  expect(await keys.keyFor(subject)).toBeNull();
  const { rows } = await db.pool.query<{ wrapped_key: string | null }>('SELECT wrapped_key FROM personal_keys WHERE subject = $1', [
    subject,
  ]);
  expect(rows).toEqual([{ wrapped_key: null }]);
});
