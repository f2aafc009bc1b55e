import { createHash } from 'node:crypto';
import { v5 as uuidv5 } from 'uuid';
import type { DomainEvent } from '@fr/contracts';

const NAMESPACE = '6f1c1e0c-4a43-4c0e-9b55-3f7b2a4de9a1';

/**
 * A deterministic event id from a business key (`wallet:{userId}:{commandId}`, `ticket:{teamId}:{week}:{tier}`).
 * UUID-shaped because EventStoreDB requires UUID event ids; the same key always gives the same id, so a replayed
 * command or job can never append twice.
 */
export function eventIdFor(businessKey: string): string {
  return uuidv5(businessKey, NAMESPACE);
}

/**
 * The id of an event from what was decided: its stream, the position it is decided for, and its type and content.
 * Two processes that decide different events at the same position get different ids, so the store refuses the second
 * as a version conflict instead of taking it for a replay of the first; the same decision repeated gets the same id.
 */
export function decisionEventId(streamId: string, position: number, event: DomainEvent): string {
  const content = createHash('sha256')
    .update(`${event.type}\n${JSON.stringify(event.data)}`)
    .digest('base64url');
  return eventIdFor(`${streamId}:${position}:${content}`);
}
