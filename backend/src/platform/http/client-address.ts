import { isIP, isIPv4, isIPv6 } from 'node:net';
import type { Middleware } from 'koa';

/**
 * The client's address behind `hops` reverse proxies, each appending its peer to X-Forwarded-For: the `hops`-th entry
 * from the right, written by the outermost proxy. Entries left of it are whatever the client sent. A header with
 * fewer entries than `hops` did not pass every proxy (the client reached an inner one, or the API, directly), so
 * none of it can be told apart from what the client wrote: the socket's peer counts then, as it does without proxies.
 */
export function clientAddress(forwardedFor: string | undefined, socketAddress: string, hops: number): string {
  if (hops === 0 || !forwardedFor) return socketAddress;
  const entries = forwardedFor.split(',').map((entry) => entry.trim());
  if (entries.length < hops) return socketAddress;
  const address = entries[entries.length - hops]!;
  return isIP(address) ? address : socketAddress;
}

/** Sets `ctx.ip`, which every per-address limit counts under, from `clientAddress` (in place of Koa's own reading). */
export function clientAddressMiddleware(hops: number): Middleware {
  return async (ctx, next) => {
    ctx.request.ip = clientAddress(ctx.get('x-forwarded-for') || undefined, ctx.req.socket.remoteAddress ?? '', hops);
    await next();
  };
}

/**
 * The key rate limits count a client under. An IPv6 client usually holds a whole /64 (and can pick any address in
 * it), so IPv6 addresses count per /64; IPv4 addresses, also when written IPv4-mapped (::ffff:1.2.3.4), count as
 * themselves.
 */
export function clientBucket(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/**
 * The network an address belongs to, as a settings page shows where a session was: an IPv4 /24 as `203.0.113.x`, an
 * IPv6 /48 as `2001:db8:1::/48`. Nothing is looked up; the address itself is not kept.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const v4 = mapped && isIPv4(mapped[1]!) ? mapped[1]! : isIPv4(ip) ? ip : null;
  if (v4) return `${v4.split('.').slice(0, 3).join('.')}.x`;
  if (!isIPv6(ip)) return '';
  return `${expandIPv6(ip)
    .slice(0, 3)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/48`;
}

/** The eight groups of an IPv6 address, zero-padded (`2001:db8::1` -> 2001, 0db8, 0000, ... 0001); zone dropped. */
function expandIPv6(ip: string): string[] {
  const [address = ''] = ip.toLowerCase().split('%');
  const [head = '', tail] = address.split('::');
  const parts = (text: string) => (text ? text.split(':') : []);
  // A trailing dotted IPv4 part stands for the last two groups.
  const withV4 = (groups: string[]) => {
    const last = groups.at(-1);
    if (!last?.includes('.')) return groups;
    const [a = 0, b = 0, c = 0, d = 0] = last.split('.').map(Number);
    return [...groups.slice(0, -1), ((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
  };
  const left = withV4(parts(head));
  const right = tail === undefined ? [] : withV4(parts(tail));
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.padStart(4, '0'));
}
