import type Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import type { z } from 'zod';
import type pg from 'pg';
import { IDEMPOTENCY_HEADER, SAFE_METHODS, texts, type RouteContract } from '@fr/contracts';
import { AppError } from '../errors';
import { requireAdmin, type AdminSession } from './admin-session';
import { withIdempotency } from './idempotency';
import { JsonBytes } from './json-bytes';
import { parseInput } from './validate';

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface RouteInput<C extends RouteContract> {
  ctx: ParameterizedContext;
  body: Infer<C['body']>;
  query: Infer<C['query']>;
  params: Infer<C['params']>;
  /** The signed-in player, for routes whose contract says `auth: 'player'`; never set on admin routes. */
  userId: C['auth'] extends 'player' ? string : C['auth'] extends 'admin' ? null : string | null;
  /** The signed-in admin, for routes whose contract says `auth: 'admin'`. */
  admin: C['auth'] extends 'admin' ? AdminSession : AdminSession | null;
}

/**
 * Binds a route contract to its handler: method and path from the contract, body and query parsed with its
 * schemas (400 on mismatch), the session checked for player routes (401) and for admin routes (401 without an admin
 * session, 403 for a role the contract's `adminRoles` leaves out), the success status applied. The two sessions never
 * stand in for each other: an admin route sees no player, and a player route no admin. A player an admin locked may
 * still read, but every state-changing player route refuses them (403).
 */
export function contractRoute<C extends RouteContract>(
  router: Router,
  contract: C,
  /** The answer's value, or its JSON already serialized (a read kept in memory). */
  handler: (input: RouteInput<C>) => Promise<z.infer<C['response']> | JsonBytes<z.infer<C['response']>>>,
  options: { idempotencyStore?: pg.Pool } = {},
): void {
  router[contract.method](contract.path, async (ctx) => {
    const admin = ctx.state.admin ?? null;
    const userId = contract.auth === 'admin' ? null : (ctx.session?.userId ?? null);
    if (contract.auth === 'player' && !userId) throw new AppError('unauthenticated', texts.server.notSignedIn);
    if (contract.auth === 'admin') requireAdmin(admin, contract.adminRoles);
    if (contract.auth === 'player' && userId && !SAFE_METHODS.includes(ctx.method) && (await ctx.state.isPlayerLocked?.(userId))) {
      throw new AppError('forbidden', texts.server.accountLockedByAdmin);
    }
    const body = contract.body ? parseInput(contract.body, (ctx.request as { body?: unknown }).body) : undefined;
    const query = contract.query ? parseInput(contract.query, ctx.query) : undefined;
    const params = contract.params ? parseInput(contract.params, ctx.params) : undefined;
    const run = async () => ({
      status: contract.status ?? 200,
      body: await handler({ ctx, body, query, params, userId, admin } as unknown as RouteInput<C>),
    });
    const answer =
      options.idempotencyStore && userId
        ? await withIdempotency(
            options.idempotencyStore,
            userId,
            ctx.get(IDEMPOTENCY_HEADER) || undefined,
            { path: contract.path, body, query },
            run,
          )
        : await run();
    ctx.status = answer.status;
    if (contract.produces === 'text/html') ctx.type = 'html';
    if (answer.body instanceof JsonBytes) {
      ctx.type = 'json';
      ctx.body = answer.body.bytes;
    } else ctx.body = answer.body;
  });
}
