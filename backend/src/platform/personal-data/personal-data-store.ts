import { createHmac } from 'node:crypto';
import {
  PERSONAL_DATA_SUBJECT_FIELD,
  personalFieldsOf,
  personalStreamPrefixes,
  type EventStore,
  type NewEvent,
  type StoredEvent,
} from '@fr/contracts';
import { isEnvelope, openFields, sealFields } from './field-codec';
import type { PersonalKeys } from './personal-keys';

/** Set on an event read back whose personal fields could not be opened because the player's key was erased. */
export const ERASED_METADATA_FIELD = 'personalDataErased';

/** Marks a claim stream id keyed by a hash, so the start-up migration tells them from the ones named in clear. */
export const HASHED_STREAM_MARK = 'hmac-';

/**
 * The stream id a claim on a personal value is stored under: the value keyed by an HMAC (the values are few and
 * guessable, so a plain hash would not hide them), lower-cased as the claim functions already are.
 */
export function hashedStreamId(streamKey: Buffer, streamId: string): string {
  const prefix = personalStreamPrefixes.find((p) => streamId.startsWith(p));
  if (prefix === undefined) return streamId;
  const value = streamId.slice(prefix.length).toLowerCase();
  return `${prefix}${HASHED_STREAM_MARK}${createHmac('sha256', streamKey).update(value).digest('base64url')}`;
}

/**
 * The id an event on such a stream is stored under: its ids come from the stream id (`{stream}:{userId}`), so they
 * would let anyone who guesses a username confirm it; keyed by the same HMAC, shaped as a UUID (EventStoreDB's ids
 * are), and the same for the same id, so replayed appends are still recognised.
 */
export function hashedEventId(streamKey: Buffer, eventId: string): string {
  const bytes = createHmac('sha256', streamKey).update(`event-id:${eventId}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function subjectOf(data: Record<string, unknown>): string | null {
  const subject = data[PERSONAL_DATA_SUBJECT_FIELD];
  return typeof subject === 'string' && subject !== '' ? subject : null;
}

/**
 * The event store every part of the system uses, with personal data handled at its boundary: the personal fields the
 * catalogue marks are sealed with their player's key when appended and opened when read (by command handlers,
 * projections and rebuilds alike); once the key is erased they read as erased, never as an error. Claim streams
 * named by a personal value are stored under a keyed hash of it. Features see the events as they wrote them.
 */
export function withPersonalData(store: EventStore, keys: PersonalKeys, streamKey: Buffer): EventStore {
  const streamIdOf = (streamId: string) => hashedStreamId(streamKey, streamId);

  async function seal(event: NewEvent): Promise<NewEvent> {
    const fields = personalFieldsOf(event.type);
    if (fields.length === 0) return event;
    const subject = subjectOf(event.data);
    if (subject === null) throw new Error(`${event.type} ${event.eventId} names no player to seal its personal fields for`);
    return { ...event, data: sealFields(event.data, fields, await keys.keyFor(subject), subject, event.eventId) };
  }

  async function open(events: StoredEvent[]): Promise<StoredEvent[]> {
    const sealedSubjects = events.flatMap((event) => {
      const subject = subjectOf(event.data);
      return subject !== null && personalFieldsOf(event.type).some((f) => isEnvelope(event.data[f])) ? [subject] : [];
    });
    if (sealedSubjects.length === 0) return events;
    const found = await keys.keysOf(sealedSubjects);
    return events.map((event) => {
      const subject = subjectOf(event.data);
      if (subject === null) return event;
      const opened = openFields(event.data, personalFieldsOf(event.type), found.get(subject) ?? null, subject);
      if (opened.data === event.data) return event;
      return {
        ...event,
        data: opened.data,
        metadata: opened.erased ? { ...event.metadata, [ERASED_METADATA_FIELD]: true } : event.metadata,
      };
    });
  }

  /** The stream id and events as stored: personal fields sealed, a claim stream and its event ids keyed by the hash. */
  async function asStored(streamId: string, events: NewEvent[]) {
    const stored = streamIdOf(streamId);
    const sealed = await Promise.all(events.map(seal));
    const named = stored === streamId ? sealed : sealed.map((e) => ({ ...e, eventId: hashedEventId(streamKey, e.eventId) }));
    return { streamId: stored, events: named };
  }

  const wrapped: EventStore = {
    name: store.name,
    async append(streamId, events, options) {
      const stored = await asStored(streamId, events);
      return store.append(stored.streamId, stored.events, options);
    },
    async appendMany(batch) {
      const stored = await Promise.all(batch.map(async (entry) => ({ ...entry, ...(await asStored(entry.streamId, entry.events)) })));
      // Outcomes name the streams as the caller did.
      return (await store.appendMany(stored)).map((outcome, i) => ({ ...outcome, streamId: batch[i]!.streamId }));
    },
    async read(streamId, options) {
      return open(await store.read(streamIdOf(streamId), options));
    },
    async readAll(options) {
      return open(await store.readAll(options));
    },
    head: () => store.head(),
    subscribe(options) {
      return store.subscribe({ ...options, onEvents: async (events) => options.onEvents(await open(events)) });
    },
    close: () => store.close(),
  };
  if (store.lastCommitted) {
    const lastCommitted = store.lastCommitted.bind(store);
    wrapped.lastCommitted = () => lastCommitted();
  }
  return wrapped;
}
