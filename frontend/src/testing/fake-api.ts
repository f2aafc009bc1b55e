import type { stubFetch } from './stub-fetch';

export type Answer = Response | ((request: Request) => Response | Promise<Response>);

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Answers the stubbed fetch by "METHOD /path" (query string ignored). A request nobody routed gets a 404 naming
 * it, so a missing route shows up as a failed screen rather than a hung test.
 */
export function routeFetch(spy: ReturnType<typeof stubFetch>, routes: Record<string, Answer>) {
  spy.mockImplementation(async (request) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const answer = routes[key];
    if (!answer) return json(404, { error: 'not_found', message: `unrouted ${key}` });
    return typeof answer === 'function' ? answer(request) : answer.clone();
  });
}

/** The requests made to one route, in order. */
export function requestsTo(spy: ReturnType<typeof stubFetch>, method: string, path: string): Request[] {
  return spy.mock.calls.map(([request]) => request).filter((r) => r.method === method && new URL(r.url).pathname === path);
}
