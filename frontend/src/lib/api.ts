import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { apiPaths } from '@fr/contracts/api-paths';
import { httpError, transportError, type ApiError } from './api-error';
import { CSRF_COOKIE, CSRF_HEADER, isSafeMethod, readCookie } from './csrf';

/** GET /api/auth/status issues the CSRF cookie; ask for it first when a write would otherwise go out without one. */
async function csrfToken(): Promise<string | undefined> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  await fetch(apiPaths.authStatus, { credentials: 'include' });
  return readCookie(CSRF_COOKIE);
}

const fetchText = fetchBaseQuery({
  baseUrl: '',
  credentials: 'include',
  // Read every body as text: errors need the raw text for their message (spec §8); JSON is parsed below.
  responseHandler: 'text',
  prepareHeaders: async (headers, { arg }) => {
    const method = typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET');
    if (!isSafeMethod(method)) {
      const token = await csrfToken();
      if (token) headers.set(CSRF_HEADER, token);
    }
    return headers;
  },
});

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const result = await fetchText(args, api, extraOptions);
  if (result.error) {
    const failure = result.error;
    if (typeof failure.status === 'number') {
      const text = typeof failure.data === 'string' ? failure.data : '';
      return { error: httpError(failure.status, text, result.meta?.response?.statusText ?? ''), meta: result.meta };
    }
    return { error: transportError(failure.status, failure.error), meta: result.meta };
  }
  const text = typeof result.data === 'string' ? result.data : '';
  try {
    return { data: text ? JSON.parse(text) : null, meta: result.meta };
  } catch {
    return { error: transportError('PARSING_ERROR', text), meta: result.meta };
  }
};

/** Everything that belongs to the signed-in player: dropped or refetched whenever the player changes. */
export const playerDataTags = [
  'Coins',
  'Teams',
  'Dashboard',
  'RaffleTickets',
  'Challenges',
  'CheckIn',
  'EarnedCoins',
  'PurchasedBoosts',
  'Styles',
  'Raffles',
  'Profile',
  'WonPrizes',
  'Eligibility',
  'Notifications',
  'AccountEmail',
  'Sessions',
] as const;

/** The single RTK Query slice; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['AuthStatus', ...playerDataTags],
  endpoints: () => ({}),
  // Spec §7: no refetch on focus, and cached data never goes stale by itself.
  refetchOnFocus: false,
  refetchOnReconnect: false,
  keepUnusedDataFor: Infinity,
  // In development and tests every endpoint checks its response against its contract schema, and a response that
  // breaks it surfaces as an ordinary ApiError. The production build leaves the schemas out (each endpoint names its
  // schema under import.meta.env.DEV): they and zod would weigh on every first page, and the server that answers is
  // built from the same contracts. The response types still come from the schemas.
  catchSchemaFailure: (error) => transportError('PARSING_ERROR', error.message),
});

/**
 * What a screen shows of a query until and once it is answered, for `selectFromResult`: the answer and whether it
 * failed. A component that selects only these is rendered again when the answer comes or fails, not when the request
 * starts (its id, start time and loading flag are new, what the screen shows is not). On a prerendered page this
 * matters most: the queries its components start once hydrated would otherwise render each of them, and everything
 * under them, a second time in one blocking task.
 */
export const answerState = <R extends { data?: unknown; isError: boolean; error?: unknown }>({ data, isError, error }: R) => ({
  data: data as R['data'],
  isError,
  error: error as R['error'],
});
