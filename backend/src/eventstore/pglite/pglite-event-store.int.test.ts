import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../../platform/database';
import { runEventStoreContract } from '../eventstore-contract';
import { migrate } from '../postgres/schema';
import { createPgliteEventStore } from './pglite-event-store';

// PGlite is one session, so no transaction can be held open beside the store: the gap-safety test does not apply.
runEventStoreContract('pglite', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'es-pglite-'));
  const database = await openPglite(dataDir);
  await migrate(database.pool);
  const store = createPgliteEventStore(database.pool);
  return {
    store,
    async close() {
      await store.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
});
