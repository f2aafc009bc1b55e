import { afterAll, beforeAll, describe } from 'vitest';
import { appendContract } from './contract/append-contract';
import { appendManyContract } from './contract/append-many-contract';
import { commandRaceContract } from './contract/command-race-contract';
import { concurrencyContract } from './contract/concurrency-contract';
import { gapSafetyContract } from './contract/gap-safety-contract';
import type { ContractOptions, EventStoreHarness, HarnessFactory } from './contract/harness';
import { readAllContract } from './contract/read-all-contract';
import { subscribeContract } from './contract/subscribe-contract';

export type { ContractOptions, EventStoreHarness, HarnessFactory, HeldAppend } from './contract/harness';

/** The behaviour every EventStore adapter must show; each adapter's integration test runs it once. */
export function runEventStoreContract(name: string, factory: HarnessFactory, options: ContractOptions = {}): void {
  describe.skipIf(options.skipReason !== undefined)(`event store contract: ${name}`, () => {
    let harness: EventStoreHarness | undefined;
    beforeAll(async () => {
      harness = await factory();
    });
    afterAll(async () => {
      await harness?.close();
    });

    const current = (): EventStoreHarness => {
      if (!harness) throw new Error(`the ${name} harness failed to start`);
      return harness;
    };
    const store = () => current().store;

    appendContract(store);
    appendManyContract(store, options.strictIdempotency ?? true);
    concurrencyContract(store, options.strictIdempotency ?? true);
    commandRaceContract(store, options.strictIdempotency ?? true);
    readAllContract(store);
    subscribeContract(store);
    gapSafetyContract(current);
  });
}
