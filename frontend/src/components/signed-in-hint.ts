import { createContext, useContext } from 'react';
import { SIGNED_IN_HINT_COOKIE } from '@fr/contracts/http';
import { readCookie } from '../lib/csrf';

/**
 * Whether to render as for a browser the server says holds a session. Given where there is no cookie to read: the
 * pages prerendered at build time, for visitors (false) or for signed-in players (true). Absent in the browser.
 */
export const SignedInHintContext = createContext<boolean | null>(null);

/** The server's signed-in hint (a cookie kept in step with the session cookie's presence), or what the prerender says. */
export function useSignedInHint(): boolean {
  return useContext(SignedInHintContext) ?? readCookie(SIGNED_IN_HINT_COOKIE) === '1';
}
