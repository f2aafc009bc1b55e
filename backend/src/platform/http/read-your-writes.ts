import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, Middleware } from 'koa';
import { READ_POSITION_COOKIE, READ_POSITION_TTL_MS, type Checkpoint, type ProjectionGroup } from '@fr/contracts';

interface Written {
  /** The position token the request carried: its browser's last write. */
  carried: Checkpoint | null;
  position: Checkpoint | null;
  ctx: Context;
  /** The groups of read models the request's route reads: what it waits for. */
  groups: readonly ProjectionGroup[];
}

const requestScope = new AsyncLocalStorage<Written>();
/** What a checkpoint of either event store looks like; anything else in the cookie is ignored. */
const CHECKPOINT = /^[0-9A-Za-z-]{1,64}$/;

/**
 * Inside a signed-in browser's request, remembers `position` for the answer's position token and returns true: that
 * browser's next request waits for it, so this one can answer at once from what it decided. Elsewhere it returns false
 * and the caller waits itself: a job or a CLI, and a partner's webhook or postback, after which the player reads from
 * another client (their browser), which holds no token for it.
 */
export function deferToNextRead(position: Checkpoint): boolean {
  const written = requestScope.getStore();
  if (!written || !(written.ctx.session?.userId || written.ctx.state.admin)) return false;
  if (written.position === null || position > written.position) written.position = position;
  return true;
}

/** The groups of read models the current request reads; outside a request (a job, a CLI) none is known: wait for all. */
export function groupsOfRequest(): readonly ProjectionGroup[] | undefined {
  return requestScope.getStore()?.groups;
}

/**
 * The newest write the current request must see: the one its token carries, or one it made itself. Null outside a
 * request, and in a request of a browser that has not written lately.
 */
export function positionOfRequest(): Checkpoint | null {
  const written = requestScope.getStore();
  if (!written) return null;
  const { carried, position } = written;
  return carried !== null && (position === null || carried > position) ? carried : position;
}

/** Runs `work` outside any request's scope: a job a request started waits for its own writes. */
export function outsideRequest<T>(work: () => T): T {
  return requestScope.exit(work);
}

/**
 * Read-your-writes without making writes wait: an API request that carries the signed position of the browser's last
 * write waits (bounded) until the read models its route reads (`groupsOf` its path) include it; a request that writes
 * answers at once and carries the newest position it wrote back in the cookie.
 */
export function readYourWritesMiddleware(
  waitFor: (position: Checkpoint, groups: readonly ProjectionGroup[]) => Promise<void>,
  options: { secure: boolean; groupsOf: (path: string) => readonly ProjectionGroup[] },
): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    const groups = options.groupsOf(ctx.path);
    const cookie = ctx.cookies.get(READ_POSITION_COOKIE, { signed: true });
    const carried = cookie && CHECKPOINT.test(cookie) ? cookie : null;
    if (carried) await waitFor(carried, groups);
    const written: Written = { carried, position: null, ctx, groups };
    try {
      await requestScope.run(written, next);
    } finally {
      // Also when the request failed after a write: whatever was appended is in the log, and the next read must show it.
      if (written.position && (!carried || written.position > carried)) {
        ctx.cookies.set(READ_POSITION_COOKIE, written.position, {
          signed: true,
          httpOnly: true,
          sameSite: 'lax',
          secure: options.secure,
          maxAge: READ_POSITION_TTL_MS,
          overwrite: true,
        });
      }
    }
  };
}
