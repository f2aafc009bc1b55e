import { GenericContainer, getContainerRuntimeClient, Wait } from 'testcontainers';
import { runEventStoreContract } from '../eventstore-contract';
import { createEventStoreDbEventStore } from './eventstoredb-event-store';

const ESDB_PORT = 2113;

async function whyNoContainerEngine(): Promise<string | undefined> {
  try {
    await getContainerRuntimeClient();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const skipReason = await whyNoContainerEngine();
if (skipReason) {
  console.log(`EventStoreDB contract suite skipped: no container engine available (${skipReason})`);
}

runEventStoreContract(
  'eventstoredb',
  async () => {
    const container = await new GenericContainer('eventstore/eventstore:24.10')
      .withEnvironment({ EVENTSTORE_INSECURE: 'true', EVENTSTORE_RUN_PROJECTIONS: 'None', EVENTSTORE_MEM_DB: 'true' })
      .withExposedPorts(ESDB_PORT)
      .withWaitStrategy(Wait.forAll([Wait.forListeningPorts(), Wait.forHttp('/health/live', ESDB_PORT)]))
      .start();
    const store = createEventStoreDbEventStore(`esdb://${container.getHost()}:${container.getMappedPort(ESDB_PORT)}?tls=false`);
    return {
      store,
      async close() {
        await store.close();
        await container.stop();
      },
    };
  },
  { skipReason, strictIdempotency: false },
);
