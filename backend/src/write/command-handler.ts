import {
  EventIdConflictError,
  WrongExpectedVersionError,
  type Checkpoint,
  type DomainEvent,
  type EventMetadata,
  type EventStore,
  type NewEvent,
} from '@fr/contracts';
import { currentCorrelation } from '../platform/correlation';
import type { Decider } from './decider';
import { decisionEventId } from './event-ids';

export interface CommandResult<State, Event> {
  /** Events this call appended; empty when the command was already applied (idempotent replay) or a no-op. */
  events: Event[];
  state: State;
  /**
   * Position of the last event appended with this command's (commands queued together are appended together, so it may
   * be a later command's), or null when this command appended nothing.
   */
  position: Checkpoint | null;
}

export interface HandleOptions<State, Command, Context, Event extends DomainEvent> {
  streamId: string;
  decider: Decider<State, Command, Context, Event>;
  command: Command;
  context: Context;
  /**
   * Deterministic id for the i-th event this command produces, appended after stream version `version`, from what was
   * decided (a command id or business key). Defaults to `decisionEventId`: the stream, the position and the content.
   */
  eventId?(event: Event, index: number, version: number): string;
  metadata?: EventMetadata;
}

const MAX_ATTEMPTS = 25;
/** Folded states kept per decider; each command then reads only the events appended since. */
const CACHED_STREAMS = 10_000;

interface Cached {
  version: number;
  state: unknown;
}

/** One waiting command, its types erased so commands of one stream can queue together. */
interface Pending {
  options: HandleOptions<unknown, unknown, unknown, DomainEvent>;
  metadata: EventMetadata | undefined;
  resolve(result: CommandResult<unknown, DomainEvent>): void;
  reject(error: unknown): void;
}

/** What deciding a batch gave each command: its events and the state after them, or its refusal. */
type Outcome = { pending: Pending; events: DomainEvent[]; state: unknown } | { pending: Pending; error: unknown };

/**
 * Read stream -> fold -> decide -> append at the expected version; on a concurrent change re-read and retry.
 * Commands to one stream queue in this process; the ones that queued while an append was under way are decided one
 * after the other on the evolving state and appended together (group commit): one round trip for all of them, and
 * each still gets only its own events, its own state and its own refusal.
 */
export class CommandHandler {
  private readonly queues = new Map<string, Pending[]>();
  private readonly states = new WeakMap<object, Map<string, Cached>>();

  constructor(
    private readonly store: EventStore,
    private readonly onAppended: (position: Checkpoint) => void = () => undefined,
  ) {}

  handle<State, Command, Context, Event extends DomainEvent>(
    options: HandleOptions<State, Command, Context, Event>,
  ): Promise<CommandResult<State, Event>> {
    // The caller's correlation is taken now: the batch runs in whichever request queued first.
    const correlationId = options.metadata?.correlationId ?? currentCorrelation();
    const metadata = correlationId ? { ...options.metadata, correlationId } : options.metadata;
    return new Promise((resolve, reject) => {
      const pending = { options, metadata, resolve, reject } as unknown as Pending;
      const queue = this.queues.get(options.streamId);
      if (queue) return void queue.push(pending);
      this.queues.set(options.streamId, [pending]);
      void this.drain(options.streamId);
    });
  }

  /**
   * One command each for many streams, appended together in one multi-stream append: each stream is decided on its
   * cached state or a fresh read, as `handle` does, and the whole batch costs one append instead of one per stream.
   * A stream the append refuses (another process wrote to it since) is handled again alone, through its queue: re-read,
   * re-decided and retried like any `handle`, with the same bounded attempts; the rest of the batch stands. Results
   * come in the order of `commands`. A stream that is already busy in this process, or named twice, simply queues.
   */
  async handleMany<State, Command, Context, Event extends DomainEvent>(
    commands: Array<HandleOptions<State, Command, Context, Event>>,
  ): Promise<Array<CommandResult<State, Event>>> {
    const results: Array<Promise<CommandResult<State, Event>>> = [];
    const claimed: Array<{ streamId: string; pending: Pending }> = [];
    for (const options of commands) {
      if (this.queues.has(options.streamId)) {
        results.push(this.handle(options));
        continue;
      }
      const correlationId = options.metadata?.correlationId ?? currentCorrelation();
      const metadata = correlationId ? { ...options.metadata, correlationId } : options.metadata;
      results.push(
        new Promise((resolve, reject) => {
          claimed.push({ streamId: options.streamId, pending: { options, metadata, resolve, reject } as unknown as Pending });
        }),
      );
      // Holding the stream's queue keeps this process's other commands to it behind the batch.
      this.queues.set(options.streamId, []);
    }
    await this.runMany(claimed).catch((error: unknown) => {
      for (const { pending } of claimed) pending.reject(error);
    });
    // Whatever queued on these streams meanwhile (and a refused command, put first) now runs.
    for (const { streamId } of claimed) void this.drain(streamId);
    return Promise.all(results);
  }

  /** Decides every claimed command, appends what they decided in one call, and requeues the refused ones. */
  private async runMany(claimed: Array<{ streamId: string; pending: Pending }>): Promise<void> {
    const decided = await Promise.all(
      claimed.map(async ({ streamId, pending }) => {
        const cache = this.cacheFor(pending.options.decider);
        const cached = cache.get(streamId);
        const onCache = cached && this.decideAll([pending], cached, true);
        return { streamId, pending, cache, ...(onCache || (await this.decideFresh(streamId, [pending], cached))) };
      }),
    );
    const writing = decided.filter((d) => d.appended.length > 0);
    for (const d of decided) if (d.appended.length === 0) this.settle(d.outcomes, null);
    if (writing.length === 0) return;
    const outcomes = await this.store.appendMany(
      writing.map((d) => ({ streamId: d.streamId, events: d.appended, expectedVersion: d.version === 0 ? 'no_stream' : d.version })),
    );
    for (const [i, d] of writing.entries()) {
      const outcome = outcomes[i]!;
      // As in runBatch: only an append of exactly these events, where they were meant to go, settles the commands.
      if (outcome.status === 'appended' && !outcome.result.replayed && outcome.result.version === d.version + d.appended.length) {
        this.onAppended(outcome.result.position);
        this.remember(d.cache, d.streamId, { version: outcome.result.version, state: d.state });
        this.settle(d.outcomes, outcome.result.position);
      } else {
        // The state decided on was behind the store: this command alone goes round again, first on the stream's queue.
        d.cache.delete(d.streamId);
        this.queues.get(d.streamId)!.unshift(d.pending);
      }
    }
  }

  /** Reads what the stream holds beyond the cached version, folds it, remembers it, and decides on it. */
  private async decideFresh(streamId: string, batch: Pending[], cached: Cached | undefined) {
    const decider = batch[0]!.options.decider;
    const from = cached?.version ?? 0;
    const stored = await this.store.read(streamId, { fromVersion: from });
    let state = cached?.state ?? decider.initialState();
    for (const e of stored) state = decider.evolve(state, { type: e.type, data: e.data } as DomainEvent);
    const fresh = { version: stored.at(-1)?.streamPosition ?? from, state };
    this.remember(this.cacheFor(decider), streamId, fresh);
    return this.decideAll(batch, fresh, false)!;
  }

  /** Runs the stream's queue batch by batch until it is empty; a batch is the waiting commands of one decider. */
  private async drain(streamId: string): Promise<void> {
    for (;;) {
      const queue = this.queues.get(streamId)!;
      if (queue.length === 0) return void this.queues.delete(streamId);
      const decider = queue[0]!.options.decider;
      const end = queue.findIndex((p) => p.options.decider !== decider);
      const batch = queue.splice(0, end === -1 ? queue.length : end);
      try {
        await this.runBatch(streamId, batch);
      } catch (error) {
        const conflict = error instanceof WrongExpectedVersionError || error instanceof EventIdConflictError;
        if (!conflict || batch.length === 1) for (const pending of batch) pending.reject(error);
        // Still conflicting after every retry: nothing of the batch was appended. Each command alone again, so one
        // whose event id clashes for good fails by itself and the others go through.
        else for (const pending of batch) await this.runBatch(streamId, [pending]).catch((alone: unknown) => pending.reject(alone));
      }
    }
  }

  private async runBatch(streamId: string, batch: Pending[]): Promise<void> {
    const decider = batch[0]!.options.decider;
    const cache = this.cacheFor(decider);
    for (let attempt = 1; ; attempt++) {
      const cached = cache.get(streamId);
      // A stream this process wrote last is usually still as cached: decide on that and let the append's expected
      // version prove it. Only an append counts as proof, so when a refusal or a no-op is decided on it the batch is
      // decided again on a fresh read (another process may have credited the coins a command needs).
      let decided = cached && attempt === 1 ? this.decideAll(batch, cached, true) : null;
      decided ??= await this.decideFresh(streamId, batch, cached);
      const { outcomes, version, appended, state } = decided;
      if (appended.length === 0) return this.settle(outcomes, null);
      try {
        const result = await this.store.append(streamId, appended, { expectedVersion: version === 0 ? 'no_stream' : version });
        // A store may acknowledge ids it already holds without writing (EventStoreDB does); unless the stream ended
        // exactly where these events go, something else was stored there, so decide again. A replay (the same decision
        // stored before, by another process or an earlier try) proves nothing about the stream now: decide again on a
        // fresh read, which finds the events and answers with the state as it is.
        if (result.replayed || result.version !== version + appended.length) {
          throw new WrongExpectedVersionError(streamId, version, result.version);
        }
        this.onAppended(result.position);
        this.remember(cache, streamId, { version: result.version, state });
        return this.settle(outcomes, result.position);
      } catch (error) {
        const retryable = error instanceof WrongExpectedVersionError || error instanceof EventIdConflictError;
        if (!retryable || attempt >= MAX_ATTEMPTS) throw error;
        // The state decided on was behind the store: the next attempt reads what it missed (a first conflict retries at once).
        if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(2 ** attempt, 100)));
      }
    }
  }

  /**
   * Decides each command on the state the ones before it left; null when deciding on the cache met a refusal or a
   * no-op (decide again on a fresh read).
   */
  private decideAll(batch: Pending[], from: Cached, onCache: boolean) {
    const outcomes: Outcome[] = [];
    const appended: NewEvent[] = [];
    let state = from.state;
    for (const pending of batch) {
      const { decider, command, context, eventId, streamId } = pending.options;
      let events: DomainEvent[];
      try {
        events = decider.decide(command, state, context);
      } catch (error) {
        if (onCache) return null;
        outcomes.push({ pending, error });
        continue;
      }
      if (events.length === 0 && onCache) return null;
      const at = from.version + appended.length;
      const idOf = eventId ?? ((event: DomainEvent, i: number) => decisionEventId(streamId, at + i + 1, event));
      events.forEach((event, i) =>
        appended.push({ eventId: idOf(event, i, at), type: event.type, data: event.data, metadata: pending.metadata }),
      );
      for (const event of events) state = decider.evolve(state, event);
      outcomes.push({ pending, events, state });
    }
    return { outcomes, version: from.version, appended, state };
  }

  private settle(outcomes: Outcome[], position: Checkpoint | null): void {
    for (const outcome of outcomes) {
      if ('error' in outcome) outcome.pending.reject(outcome.error);
      else outcome.pending.resolve({ events: outcome.events, state: outcome.state, position: outcome.events.length > 0 ? position : null });
    }
  }

  private cacheFor(decider: object): Map<string, Cached> {
    let cache = this.states.get(decider);
    if (!cache) this.states.set(decider, (cache = new Map()));
    return cache;
  }

  /** Least recently used streams are forgotten first (a Map iterates in insertion order). */
  private remember(cache: Map<string, Cached>, streamId: string, entry: Cached): void {
    cache.delete(streamId);
    cache.set(streamId, entry);
    if (cache.size > CACHED_STREAMS) cache.delete(cache.keys().next().value!);
  }
}
