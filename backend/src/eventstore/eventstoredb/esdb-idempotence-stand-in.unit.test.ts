import { runEventStoreContract } from '../eventstore-contract';
import { createEsdbIdempotenceStandIn } from './esdb-idempotence-stand-in';

// EventStoreDB cannot run here (no container engine); this stand-in follows its idempotence rule, so the contract
// (two processes racing on one stream included) runs on every machine.
runEventStoreContract(
  'eventstoredb idempotence stand-in',
  async () => {
    const store = createEsdbIdempotenceStandIn();
    return { store, close: () => store.close() };
  },
  { strictIdempotency: false },
);
