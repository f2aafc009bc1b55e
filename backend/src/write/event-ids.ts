import { v5 as uuidv5 } from 'uuid';

const NAMESPACE = '6f1c1e0c-4a43-4c0e-9b55-3f7b2a4de9a1';

/**
 * A deterministic event id from a business key (`wallet:{userId}:{commandId}`, `ticket:{teamId}:{week}:{tier}`).
 * UUID-shaped because EventStoreDB requires UUID event ids; the same key always gives the same id, so a replayed
 * command or job can never append twice.
 */
export function eventIdFor(businessKey: string): string {
  return uuidv5(businessKey, NAMESPACE);
}
