import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent, StoredEvent } from '@fr/contracts';

export interface HeldAppend {
  commit(): Promise<void>;
}

export interface EventStoreHarness {
  store: EventStore;
  /**
   * Appends inside a transaction that stays open until commit(), started before any append made after this resolves.
   * Only adapters that interleave transactions on a shared log (PostgreSQL) can offer it.
   */
  holdOpenAppend?(streamId: string, event: NewEvent): Promise<HeldAppend>;
  close(): Promise<void>;
}

export interface ContractOptions {
  /** Why the suite cannot run here; the suite is then reported as skipped. */
  skipReason?: string;
  /**
   * False where idempotency is best-effort (EventStoreDB deduplicates by id only, from a cache): payload conflicts and
   * replays with another expected version are then not part of the contract.
   */
  strictIdempotency?: boolean;
}

export type HarnessFactory = () => Promise<EventStoreHarness>;

/** Gives each test its own streams, so tests never depend on what earlier ones (or earlier runs) wrote. */
export function uniqueStream(prefix: string): string {
  return `${prefix}-${randomUUID()}`;
}

export function newEvent(type: string, data: Record<string, unknown> = {}, eventId: string = randomUUID()): NewEvent {
  return { eventId, type, data };
}

export function newEvents(count: number, type = 'Counted'): NewEvent[] {
  return Array.from({ length: count }, (_, index) => newEvent(type, { index }));
}

export function ids(events: Array<NewEvent | StoredEvent>): string[] {
  return events.map((event) => event.eventId);
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A checkpoint after everything stored so far: a marker appended now sorts after every committed event, and once the
 * head reaches it nothing older can still appear behind it.
 */
export async function freshStart(store: EventStore): Promise<string> {
  const marker = await store.append(uniqueStream('marker'), [newEvent('Marker')]);
  let head = '';
  await eventually(
    () => head >= marker.position,
    15_000,
    async () => {
      head = await store.head();
      if (head < marker.position) await pause(20);
    },
  );
  return marker.position;
}

/** Polls until the condition holds, running `step` before each check; subscriptions deliver asynchronously. */
export async function eventually(condition: () => boolean, timeoutMs = 10_000, step: () => Promise<void> = () => pause(20)): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await step();
    if (condition()) return;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
  }
}

/**
 * Pages through readAll like a consumer until `count` events arrived. A gap-safe log may lag behind the appends
 * while any transaction on the server is still open, so an empty page means "not yet" until the deadline.
 */
export async function readAllUntil(store: EventStore, after: string, count: number, limit = 1000): Promise<StoredEvent[]> {
  const all: StoredEvent[] = [];
  let checkpoint = after;
  await eventually(
    () => all.length >= count,
    15_000,
    async () => {
      const page = await store.readAll({ after: checkpoint, limit });
      all.push(...page);
      checkpoint = page.at(-1)?.position ?? checkpoint;
      if (page.length === 0) await pause(20);
    },
  );
  return all;
}
