import { ProviderUnavailableError } from '../fantasy-provider';

export interface ProviderLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface HttpDeps {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  timeoutMs: number;
  log?: ProviderLog;
}

export interface YahooAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** 999 is Yahoo's own "Request denied" throttling answer; 429 and 503 mean the same from the rest of the web. */
const THROTTLED = new Set([999, 429, 503]);
/** Exponential steps; four retries keep the worst case (~4.7 s) well inside the sync's bounded wait. */
export const RETRY_STEPS_MS = [250, 500, 1000, 2000] as const;

/** A step with ±25% jitter, so players throttled together do not retry together. */
const jittered = (step: number, random: () => number) => Math.round(step * (0.75 + random() * 0.5));

/**
 * One HTTP exchange with Yahoo, retried with backoff while Yahoo throttles. Every other answer is returned for the
 * caller to judge; a network failure, a timeout or throttling past the retries is a ProviderUnavailableError.
 */
export async function send(deps: HttpDeps, url: string, init: RequestInit): Promise<YahooAnswer> {
  const where = new URL(url).pathname.split(';')[0];
  for (let attempt = 0; ; attempt++) {
    let answer: YahooAnswer;
    try {
      const response = await deps.fetch(url, { ...init, signal: AbortSignal.timeout(deps.timeoutMs) });
      answer = { status: response.status, headers: response.headers, text: await response.text() };
    } catch (error) {
      throw new ProviderUnavailableError(`Yahoo could not be reached (${where})`, error);
    }
    if (!THROTTLED.has(answer.status)) return answer;
    const step = RETRY_STEPS_MS[attempt];
    if (step === undefined) {
      throw new ProviderUnavailableError(`Yahoo kept refusing with HTTP ${answer.status} after ${attempt} retries (${where})`);
    }
    const delay = jittered(step, deps.random);
    deps.log?.warn({ status: answer.status, attempt: attempt + 1, delayMs: delay, path: where }, 'yahoo throttled, backing off');
    await deps.sleep(delay);
  }
}

/**
 * Yahoo says an access token expired in the `WWW-Authenticate` header (`oauth_problem="token_expired"`, or
 * `error="invalid_token"` with an expiry description) and repeats it in the body, as JSON or XML.
 */
export function isTokenExpired(answer: YahooAnswer): boolean {
  if (answer.status !== 401) return false;
  const challenge = answer.headers.get('www-authenticate') ?? '';
  if (/token_expired/i.test(challenge) || /token_expired/i.test(answer.text)) return true;
  return /invalid_token/i.test(challenge) && /expired/i.test(challenge);
}

export function parseJson(answer: YahooAnswer, what: string): unknown {
  try {
    return JSON.parse(answer.text) as unknown;
  } catch (error) {
    throw new ProviderUnavailableError(`Yahoo answered ${what} with something other than JSON`, error);
  }
}
