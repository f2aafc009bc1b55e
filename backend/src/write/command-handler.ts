import {
  EventIdConflictError,
  WrongExpectedVersionError,
  type Checkpoint,
  type DomainEvent,
  type EventMetadata,
  type EventStore,
} from '@fr/contracts';
import type { Decider } from './decider';
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
  /** Deterministic id for the i-th event this command produces, appended after stream version `version`. */
  eventId(event: Event, index: number, version: number): string;
  metadata?: EventMetadata;
}

const MAX_ATTEMPTS = 25;

/** Read stream -> fold -> decide -> append at the expected version; on a concurrent change re-read and retry. */
export class CommandHandler {
  private readonly mutex = new KeyedMutex();

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
    for (let attempt = 1; ; attempt++) {
      const stored = await this.store.read(o.streamId);
      let state = o.decider.initialState();
      for (const e of stored) state = o.decider.evolve(state, { type: e.type, data: e.data } as Event);
      const events = o.decider.decide(o.command, state, o.context);
      if (events.length === 0) return { events, state, position: null };
      const version = stored.at(-1)?.streamPosition ?? 0;
      try {
        const result = await this.store.append(
          o.streamId,
          events.map((event, i) => ({ eventId: o.eventId(event, i, version), type: event.type, data: event.data, metadata: o.metadata })),
          { expectedVersion: version === 0 ? 'no_stream' : version },
        );
        this.onAppended(result.position);
        for (const event of events) state = o.decider.evolve(state, event);
        return { events, state, position: result.position };
      } catch (error) {
        const retryable = error instanceof WrongExpectedVersionError || error instanceof EventIdConflictError;
        if (!retryable || attempt >= MAX_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(2 ** attempt, 100)));
      }
    }
  }
}
