/** Double-submit CSRF (ARCHITECTURE §7): the server sets this readable cookie and checks the header on writes. */
export const CSRF_COOKIE = '__csrf';
export const CSRF_HEADER = 'x-csrf-token';

export function readCookie(name: string, cookieString: string = document.cookie): string | undefined {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return undefined;
}

export function isSafeMethod(method: string): boolean {
  return ['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}
