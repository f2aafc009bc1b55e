import { z } from 'zod';

/** Opaque, lexicographically sortable position in the global log. The empty string is the start. */
export const checkpointSchema = z.string();

export type Checkpoint = z.infer<typeof checkpointSchema>;

export const START: Checkpoint = '';

export const eventMetadataSchema = z
  .object({
    correlationId: z.string().optional(),
    causationId: z.string().optional(),
    actor: z.string().optional(),
    command: z.string().optional(),
  })
  .catchall(z.unknown());

export type EventMetadata = z.infer<typeof eventMetadataSchema>;

export const storedEventSchema = z.object({
  eventId: z.string(),
  type: z.string(),
  schemaVersion: z.number().int().positive(),
  streamId: z.string(),
  /** 1-based position of the event inside its stream. */
  streamPosition: z.number().int().positive(),
  position: checkpointSchema,
  data: z.record(z.string(), z.unknown()),
  metadata: eventMetadataSchema,
  recordedAt: z.string(),
});

export type StoredEvent = z.infer<typeof storedEventSchema>;

export interface NewEvent {
  /** Unique id; deterministic for system events so replays are idempotent. */
  eventId: string;
  type: string;
  schemaVersion?: number;
  data: Record<string, unknown>;
  metadata?: EventMetadata;
}

/** Stream version = position of its last event; 0 means the stream does not exist. */
export type ExpectedVersion = 'any' | 'no_stream' | number;

export interface AppendResult {
  /** Stream version after the append. */
  version: number;
  /** Checkpoint of the last appended event (or of the already-stored duplicate). */
  position: Checkpoint;
  /**
   * True when every event was stored already and nothing was written: the answer is the original append's, and the
   * stream may have moved on since, so it proves nothing about the stream's state now.
   */
  replayed?: boolean;
}

/** One stream's part of a multi-stream append: the same arguments as `append`. */
export interface StreamAppend {
  streamId: string;
  events: NewEvent[];
  expectedVersion?: ExpectedVersion;
}

/**
 * What became of one stream of a multi-stream append: appended (or recognised as a replay, exactly as `append` would
 * answer), or refused for its expected version or a stored event id, with the error `append` would have thrown.
 */
export type StreamAppendOutcome =
  | { streamId: string; status: 'appended'; result: AppendResult }
  | { streamId: string; status: 'conflict'; error: WrongExpectedVersionError | EventIdConflictError };

export interface Subscription {
  close(): Promise<void>;
}

export interface SubscribeOptions {
  after?: Checkpoint;
  batchSize?: number;
  onEvents(events: StoredEvent[]): Promise<void>;
  onError?(error: unknown): void;
}

export interface EventReader {
  readAll(options?: { after?: Checkpoint; limit?: number }): Promise<StoredEvent[]>;
  /** Highest checkpoint a consumer can safely read up to right now. */
  head(): Promise<Checkpoint>;
  /**
   * Checkpoint of the newest committed event. Where `readAll` holds committed events back while an older transaction
   * still runs (PostgreSQL), this can be ahead of `head()`; a consumer that reaches it has seen everything committed
   * before the call. Absent: the same as `head()`.
   */
  lastCommitted?(): Promise<Checkpoint>;
}

export interface EventStore extends EventReader {
  readonly name: string;
  append(streamId: string, events: NewEvent[], options?: { expectedVersion?: ExpectedVersion }): Promise<AppendResult>;
  /**
   * Appends to several streams at once, each at its own expected version; one outcome per entry, in the batch's order.
   * A conflict on one stream never keeps the others from being appended. The appended events reach the global log in
   * the batch's order. Stream ids and event ids must be distinct across the batch. Any other failure (the database
   * gone) rejects the whole call, and then any part of the batch may have been stored (where the adapter appends stream
   * by stream): retrying is safe, as with `append`, because the event ids make it idempotent.
   */
  appendMany(batch: StreamAppend[]): Promise<StreamAppendOutcome[]>;
  read(streamId: string, options?: { fromVersion?: number }): Promise<StoredEvent[]>;
  subscribe(options: SubscribeOptions): Subscription;
  close(): Promise<void>;
}

export class WrongExpectedVersionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`Stream ${streamId}: expected version ${String(expected)}, actual ${actual}`);
    this.name = 'WrongExpectedVersionError';
  }
}

export class EventIdConflictError extends Error {
  constructor(readonly eventId: string) {
    super(`Event ${eventId} was already stored with other content or at another position`);
    this.name = 'EventIdConflictError';
  }
}
