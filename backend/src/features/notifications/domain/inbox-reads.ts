import type { DomainEvent } from '@fr/contracts';
import type { Decider } from '../../../write/decider';

export type InboxEvent = Extract<DomainEvent, { type: 'NotificationsRead' }>;

/** How far the player has read: the log position of the newest notification read ('' before any). */
export interface InboxState {
  upToPosition: string;
}

/** Read a notification and every older one. */
export interface MarkRead {
  userId: string;
  upTo: string;
  upToPosition: string;
}

/**
 * The player's read marks (stream `notifications-{userId}`). A mark only moves forward: reading up to a notification
 * already read decides nothing, so opening the inbox twice, or two tabs at once, records one mark. Positions are the
 * log's checkpoints, which sort as plain strings.
 */
export const inboxReadsDecider: Decider<InboxState, MarkRead, { now: Date }, InboxEvent> = {
  initialState: () => ({ upToPosition: '' }),
  evolve: (state, event) => (event.data.upToPosition > state.upToPosition ? { upToPosition: event.data.upToPosition } : state),
  decide(command, state, { now }) {
    if (command.upToPosition <= state.upToPosition) return [];
    return [{ type: 'NotificationsRead', data: { ...command, readAt: now.toISOString() } }];
  },
};
