import type { z } from 'zod';
import { apiRoutes } from '@fr/contracts/api-routes';
import type { ErrorBody, RouteContract } from '@fr/contracts/http';
import type { stubFetch } from './stub-fetch';

/** A value as the test may hold it: the fixtures of the contracts (defaultTiers) are readonly. */
type Immutable<T> = T extends readonly (infer Item)[]
  ? readonly Immutable<Item>[]
  : T extends object
    ? { readonly [K in keyof T]: Immutable<T[K]> }
    : T;

/** What a route answers on success, as its response schema in the contracts describes it. */
export type ResponseBody<R extends RouteContract> = Immutable<z.output<R['response']>>;

/** The names of a path's `:name` segments. */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Values for a route's path parameters, narrowing a handler or a request count to one resource. */
export type PathParams<R extends RouteContract> = Partial<Record<PathParamNames<R['path']>, string>>;

/** An error answer: in the spec's error format, or without a body (a proxy's bare 5xx the client must survive). */
export class Failure {
  constructor(
    readonly status: number,
    readonly body?: ErrorBody,
  ) {}
}

export const fail = (status: number, body?: ErrorBody) => new Failure(status, body);

export type Reply<R extends RouteContract> = ResponseBody<R> | Failure;

/** One route's answer; hand a list of them to routeFetch. */
export interface Handler {
  readonly route: RouteContract;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly reply: (request: Request) => Promise<Response>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function toResponse(route: RouteContract, reply: unknown): Response {
  if (reply instanceof Failure) return reply.body ? json(reply.status, reply.body) : new Response('', { status: reply.status });
  const status = route.status ?? 200;
  if (route.produces && route.produces !== 'application/json') {
    return new Response(String(reply), { status, headers: { 'content-type': route.produces } });
  }
  return json(status, reply);
}

/**
 * Answers `route` with `reply`: its success body (the compiler holds it to the route's response schema), a Failure,
 * or a function of the request giving either (for servers with state, or a promise the test settles to hold the
 * request in flight). With `params` it answers only requests for that resource.
 */
export function answer<R extends RouteContract>(
  route: R,
  reply: NoInfer<Reply<R> | ((request: Request) => Reply<R> | Promise<Reply<R>>)>,
  params: NoInfer<PathParams<R>> = {},
): Handler {
  return {
    route,
    params,
    // A JSON body is never a function, so a function is the test's server.
    reply: async (request) =>
      toResponse(route, typeof reply === 'function' ? await (reply as (request: Request) => unknown)(request) : reply),
  };
}

/** A handler whose reply waits for `settle`, so a test sees the screen while the request is in flight. */
export function holdReply<R extends RouteContract>(route: R, params: NoInfer<PathParams<R>> = {}) {
  let settle: (reply: Reply<R>) => void = () => undefined;
  const handler = answer(route, () => new Promise<Reply<R>>((resolve) => (settle = resolve)), params);
  return { handler, settle: (reply: Reply<R>) => settle(reply) };
}

const routes: readonly RouteContract[] = Object.values(apiRoutes);

/** The path parameters of `pathname` under `route`, or null when the route does not take that path. */
function matchPath(route: RouteContract, pathname: string): Record<string, string> | null {
  const want = route.path.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const actual = got[i]!;
    if (segment.startsWith(':') && actual !== '') params[segment.slice(1)] = decodeURIComponent(actual);
    else if (segment !== actual) return null;
  }
  return params;
}

/** The contract route a request goes to (no two routes of the contracts take the same method and path). */
function resolve(request: Request): { route: RouteContract; params: Record<string, string> } | undefined {
  const pathname = new URL(request.url).pathname;
  for (const route of routes) {
    const params = route.method.toUpperCase() === request.method ? matchPath(route, pathname) : null;
    if (params) return { route, params };
  }
  return undefined;
}

const sameParams = (wanted: Handler['params'], actual: Record<string, string>) =>
  Object.entries(wanted).every(([name, value]) => value === undefined || actual[name] === value);

/**
 * Answers the stubbed fetch from `handlers`; of those for the same route, the last one that matches wins, so a test
 * appends its overrides to a page's defaults. A request no handler takes gets a 404 naming it, so a missing handler
 * shows up as a failed screen rather than a hung test.
 */
export function routeFetch(spy: ReturnType<typeof stubFetch>, handlers: readonly Handler[]) {
  spy.mockImplementation(async (request) => {
    const target = resolve(request);
    const handler = target && handlers.findLast((h) => h.route === target.route && sameParams(h.params, target.params));
    if (!handler) return json(404, { error: 'not_found', message: `unrouted ${request.method} ${request.url}` });
    return handler.reply(request);
  });
}

/** The requests made to one route (to one resource of it with `params`), in order. */
export function requestsTo<R extends RouteContract>(
  spy: ReturnType<typeof stubFetch>,
  route: R,
  params: NoInfer<PathParams<R>> = {},
): Request[] {
  return spy.mock.calls
    .map(([request]) => request)
    .filter((request) => {
      const target = resolve(request);
      return target?.route === route && sameParams(params, target.params);
    });
}
