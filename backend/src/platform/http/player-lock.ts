import type { Middleware } from 'koa';
import { playerLockStream, type EventStore } from '@fr/contracts';
import type { SessionCache } from './session-cache';

declare module 'koa' {
  interface DefaultState {
    /**
     * Whether an admin has locked this player: read from the lock stream itself, or known not to be from this process's
     * session cache, which a lock revokes in every process before the admin's answer (so a lock holds at once).
     */
    isPlayerLocked?: (userId: string) => Promise<boolean>;
  }
}

/** A player is locked while the last event of their lock stream is a PlayerLocked. */
export async function playerIsLocked(store: Pick<EventStore, 'read'>, userId: string): Promise<boolean> {
  const events = await store.read(playerLockStream(userId));
  return events.at(-1)?.type === 'PlayerLocked';
}

/** Gives every route the lock check; contractRoute asks it before a state-changing player route runs. */
export function playerLockMiddleware(store: Pick<EventStore, 'read'>, sessions: SessionCache): Middleware {
  const isPlayerLocked = async (userId: string) => {
    if (sessions.isUnlocked(userId)) return false;
    const ticket = sessions.ticket();
    const locked = await playerIsLocked(store, userId);
    if (!locked) sessions.fillUnlocked(userId, ticket);
    return locked;
  };
  return async (ctx, next) => {
    ctx.state.isPlayerLocked = isPlayerLocked;
    await next();
  };
}
