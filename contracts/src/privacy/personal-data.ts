import { eventCatalogue } from '../events/catalogue';
import type { CatalogueEntry } from '../events/catalogue-entry';

const entries: Record<string, CatalogueEntry> = eventCatalogue;

/** The personal fields of an event type (empty for most): what the event store seals with the player's key. */
export function personalFieldsOf(type: string): readonly string[] {
  return entries[type]?.personal ?? [];
}

/** The payload field naming whose key seals an event's personal fields. */
export const PERSONAL_DATA_SUBJECT_FIELD = 'userId';

/**
 * The stream id prefixes whose remainder is a personal value (`unique-email-` + the address): the part of the
 * catalogue's stream pattern before its placeholder, for every type marked `personalStreamId`.
 */
export const personalStreamPrefixes: readonly string[] = [
  ...new Set(
    Object.values(entries)
      .filter((entry) => entry.personalStreamId)
      .map((entry) => entry.stream.slice(0, entry.stream.indexOf('{'))),
  ),
];
