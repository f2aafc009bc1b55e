import {
  EventIdConflictError,
  WrongExpectedVersionError,
  type Checkpoint,
  type DomainEvent,
  type EventMetadata,
  type EventStore,
} from '@fr/contracts';
import { currentCorrelation } from '../platform/correlation';
import type { Decider } from './decider';
import { decisionEventId } from './event-ids';
import { KeyedMutex } from './keyed-mutex';

export interface CommandResult<State, Event> {
  /** Events this call appended; empty when the command was already applied (idempotent replay) or a no-op. */
  events: Event[];
  state: State;
  /** Position of the last appended event, or null when nothing was appended. */
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

/** Read stream -> fold -> decide -> append at the expected version; on a concurrent change re-read and retry. */
export class CommandHandler {
  private readonly mutex = new KeyedMutex();
  private readonly states = new WeakMap<object, Map<string, Cached>>();

  constructor(
    private readonly store: EventStore,
    private readonly onAppended: (position: Checkpoint) => void = () => undefined,
  ) {}

  handle<State, Command, Context, Event extends DomainEvent>(
    options: HandleOptions<State, Command, Context, Event>,
  ): Promise<CommandResult<State, Event>> {
    return this.mutex.run(options.streamId, () => this.attempt(options));
  }

  private async attempt<State, Command, Context, Event extends DomainEvent>(
    o: HandleOptions<State, Command, Context, Event>,
  ): Promise<CommandResult<State, Event>> {
    const cache = this.cacheFor(o.decider);
    const correlationId = o.metadata?.correlationId ?? currentCorrelation();
    const metadata = correlationId ? { ...o.metadata, correlationId } : o.metadata;
    for (let attempt = 1; ; attempt++) {
      const cached = cache.get(o.streamId);
      // A stream this process wrote last is usually still as cached: decide on that and let the append's expected
      // version prove it. Only an append counts as proof, so a refusal or a no-op decided on it is decided again on a
      // fresh read (another process may have credited the coins this command needs).
      let state: State | undefined;
      let version = 0;
      let decided: Event[] | undefined;
      if (cached && attempt === 1) {
        try {
          const events = o.decider.decide(o.command, cached.state as State, o.context);
          if (events.length > 0) [state, version, decided] = [cached.state as State, cached.version, events];
        } catch {
          // Decided again below, on what the store holds.
        }
      }
      if (!decided) {
        const from = cached?.version ?? 0;
        const stored = await this.store.read(o.streamId, { fromVersion: from });
        state = (cached?.state as State | undefined) ?? o.decider.initialState();
        for (const e of stored) state = o.decider.evolve(state, { type: e.type, data: e.data } as Event);
        version = stored.at(-1)?.streamPosition ?? from;
        this.remember(cache, o.streamId, { version, state });
        decided = o.decider.decide(o.command, state, o.context);
        if (decided.length === 0) return { events: decided, state, position: null };
      }
      const events = decided;
      try {
        const eventId = o.eventId ?? ((event: Event, i: number) => decisionEventId(o.streamId, version + i + 1, event));
        const result = await this.store.append(
          o.streamId,
          events.map((event, i) => ({ eventId: eventId(event, i, version), type: event.type, data: event.data, metadata })),
          { expectedVersion: version === 0 ? 'no_stream' : version },
        );
        // A store may acknowledge ids it already holds without writing (EventStoreDB does); unless the stream ended
        // exactly where these events go, something else was stored there, so decide again.
        if (result.version !== version + events.length) throw new WrongExpectedVersionError(o.streamId, version, result.version);
        this.onAppended(result.position);
        let next = state as State;
        for (const event of events) next = o.decider.evolve(next, event);
        this.remember(cache, o.streamId, { version: result.version, state: next });
        return { events, state: next, position: result.position };
      } catch (error) {
        const retryable = error instanceof WrongExpectedVersionError || error instanceof EventIdConflictError;
        if (!retryable || attempt >= MAX_ATTEMPTS) throw error;
        // The cached state was behind the store: the next attempt reads what it missed (a first conflict retries at once).
        if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(2 ** attempt, 100)));
      }
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
