import { SAFE_METHODS } from '@fr/contracts/http';

/** Double-submit CSRF (ARCHITECTURE §7): the server sets a readable cookie and checks the header on writes. */
export { CSRF_COOKIE, CSRF_HEADER } from '@fr/contracts/http';

export function readCookie(name: string, cookieString: string = document.cookie): string | undefined {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return undefined;
}

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.includes(method.toUpperCase());
}
