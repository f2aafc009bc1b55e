import type { ErrorBody } from '@fr/contracts/http';

/** Statuses of failures that never reached an HTTP answer (named as fetchBaseQuery names them). */
export type TransportFailure = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR';

/**
 * The one error shape every endpoint rejects with. `message` follows product-spec.md §8:
 * "{status}: {response text, or the status text when the body is empty}".
 */
export interface ApiError {
  status: number | TransportFailure;
  message: string;
  /** The server's error body when it sent one in the contract's shape. */
  body?: ErrorBody;
}

/** Builds the error for a non-OK HTTP answer from its raw body text. */
export function httpError(status: number, responseText: string, statusText: string): ApiError {
  const error: ApiError = { status, message: `${status}: ${responseText || statusText}` };
  const body = parseErrorBody(responseText);
  if (body) error.body = body;
  return error;
}

export function transportError(status: TransportFailure, detail: string): ApiError {
  return { status, message: `${status}: ${detail}` };
}

/**
 * The body when it has the contract's shape (an error code and a message). Checked by hand, not with the contract's
 * schema: every page can fail a request, and the schema would bring zod into the first download.
 */
function parseErrorBody(text: string): ErrorBody | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) return undefined;
    const { error, message, issues } = body as Record<string, unknown>;
    if (typeof error !== 'string' || typeof message !== 'string') return undefined;
    if (issues !== undefined && !Array.isArray(issues)) return undefined;
    return body as ErrorBody;
  } catch {
    return undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && 'message' in error;
}

/** True when the server asks the player to declare their date of birth and state first (the eligibility dialog). */
export function isEligibilityRequired(error: unknown): boolean {
  return isApiError(error) && error.body?.error === 'eligibility_required';
}

/** True when the request never got an answer (offline, DNS, refused connection). */
export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');
}

/** The "{status}: {text}" message of any rejected request, for generic error states. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The human text the server put in its error body, for toasts the spec words as "server message or …".
 * Validation failures carry the precise reason in their first issue, which helps more than the summary.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || !error.body) return fallback;
  return error.body.issues?.[0]?.message || error.body.message || fallback;
}
