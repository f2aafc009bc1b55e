import { legalServerTexts, versionInForce, type ConsentDocument, type DomainEvent } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { Decider } from '../../../write/decider';

export type ConsentEvent = Extract<DomainEvent, { type: 'ConsentRecorded' }>;

/** The versions the player accepted, per document. */
export interface ConsentState {
  accepted: Record<ConsentDocument, readonly string[]>;
}

/** Accept the versions the player was shown. */
export interface AcceptConsents {
  userId: string;
  accepted: ReadonlyArray<{ document: ConsentDocument; version: string }>;
}

/**
 * A player's consents (stream `consent-{userId}`). Only the current version of a document can be accepted: a dialog
 * left open across a release must not record a version the player never saw as the one in force. Accepting a version
 * already accepted decides nothing, so two tabs accepting at once record it once.
 */
export const consentDecider: Decider<ConsentState, AcceptConsents, { now: Date }, ConsentEvent> = {
  initialState: () => ({ accepted: { terms: [], privacy: [] } }),
  evolve: (state, event) => ({
    accepted: { ...state.accepted, [event.data.document]: [...state.accepted[event.data.document], event.data.version] },
  }),
  decide(command, state, { now }) {
    for (const { document, version } of command.accepted) {
      if (versionInForce(document, now).version !== version) throw new DomainError('conflict', legalServerTexts.consentVersionOutdated);
    }
    const fresh = command.accepted.filter(
      ({ document, version }, i) =>
        !state.accepted[document].includes(version) && command.accepted.findIndex((other) => other.document === document) === i,
    );
    return fresh.map(({ document, version }) => ({
      type: 'ConsentRecorded',
      data: { userId: command.userId, document, version, acceptedAt: now.toISOString() },
    }));
  },
};
