import {
  catalogueFieldsOf,
  catalogueSeedEntry,
  texts,
  validateCatalogueFields,
  type CatalogueFieldsOf,
  type CatalogueKind,
  type DomainEvent,
} from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { Decider } from '../../../write/decider';

export type CatalogueEvent = Extract<DomainEvent, { type: 'CatalogueItemChanged' }>;

interface ItemState {
  version: number;
  fields: CatalogueFieldsOf[CatalogueKind];
  /** The commands that changed it: a retried request finds its change made. */
  commandIds: ReadonlySet<string>;
}

/** The changed items of one kind's stream; an item with no change is as shipped (version 0, the seed's fields). */
export type CatalogueState = ReadonlyMap<string, ItemState>;

export type CatalogueCommand = {
  type: 'ChangeItem';
  kind: CatalogueKind;
  itemId: string;
  /** The version the admin edited. */
  version: number;
  fields: unknown;
  commandId: string;
  adminId: string;
};

/** The item's state: its last change, or the seed. Throws not_found for an item the catalogue does not hold. */
export function catalogueItemState(state: CatalogueState, kind: CatalogueKind, itemId: string) {
  const entry = catalogueSeedEntry(kind, itemId);
  if (!entry) throw new DomainError('not_found', texts.server.catalogueItemNotFound);
  const current: ItemState = state.get(itemId) ?? { version: 0, fields: catalogueFieldsOf(kind, entry.base), commandIds: new Set() };
  return { entry, current };
}

/** An edit checked against its kind and partner: the clean fields, or a 400 naming every bad field. */
export function checkedFields(kind: CatalogueKind, itemId: string, input: unknown) {
  const entry = catalogueSeedEntry(kind, itemId);
  if (!entry) throw new DomainError('not_found', texts.server.catalogueItemNotFound);
  const result = validateCatalogueFields(kind, entry, input);
  if (!result.ok) throw new DomainError('validation_failed', result.issues[0]!.message, result.issues);
  return { entry, fields: result.fields };
}

/**
 * One kind's catalogue (stream catalogue-{kind}): admins change items over the seed, each change naming the version it
 * started from, so two admins editing the same item cannot overwrite each other unseen.
 */
export const catalogueDecider: Decider<CatalogueState, CatalogueCommand, { now: Date }, CatalogueEvent> = {
  initialState: () => new Map(),
  evolve: (state, { data }) =>
    new Map(state).set(data.itemId, {
      version: data.version,
      fields: data.fields,
      commandIds: new Set([...(state.get(data.itemId)?.commandIds ?? []), data.commandId]),
    }),
  decide(command, state, { now }) {
    const { current } = catalogueItemState(state, command.kind, command.itemId);
    if (current.commandIds.has(command.commandId)) return [];
    if (command.version !== current.version) throw new DomainError('conflict', texts.server.catalogueChangedSince);
    const { fields } = checkedFields(command.kind, command.itemId, command.fields);
    if (JSON.stringify(fields) === JSON.stringify(current.fields)) return [];
    return [
      {
        type: 'CatalogueItemChanged',
        data: {
          kind: command.kind,
          itemId: command.itemId,
          version: current.version + 1,
          fields,
          previous: current.fields,
          commandId: command.commandId,
          adminId: command.adminId,
          changedAt: now.toISOString(),
        },
      },
    ];
  },
};
