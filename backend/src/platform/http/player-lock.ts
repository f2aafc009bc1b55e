import type { Middleware } from 'koa';
import { playerLockStream, type EventStore } from '@fr/contracts';

declare module 'koa' {
  interface DefaultState {
    /** Whether an admin has locked this player (read from the lock stream itself, so a lock holds at once). */
    isPlayerLocked?: (userId: string) => Promise<boolean>;
  }
}

/** A player is locked while the last event of their lock stream is a PlayerLocked. */
export async function playerIsLocked(store: Pick<EventStore, 'read'>, userId: string): Promise<boolean> {
  const events = await store.read(playerLockStream(userId));
  return events.at(-1)?.type === 'PlayerLocked';
}

/** Gives every route the lock check; contractRoute asks it before a state-changing player route runs. */
export function playerLockMiddleware(store: Pick<EventStore, 'read'>): Middleware {
  return async (ctx, next) => {
    ctx.state.isPlayerLocked = (userId) => playerIsLocked(store, userId);
    await next();
  };
}
