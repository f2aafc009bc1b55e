import { signPostback } from '../features/challenges';
import type { TestSystem } from './test-system';

/**
 * Sends a conversion postback as a partner does: the raw JSON body signed with the partner's secret and a timestamp
 * from the system's clock (so a test that moves the clock stays within the tolerance).
 */
export function postPartnerPostback(system: TestSystem, body: object, options: { secret: string; partner?: string }): Promise<Response> {
  const raw = JSON.stringify(body);
  const timestamp = Math.floor(system.services.now().getTime() / 1000);
  return fetch(`${system.url}/api/affiliate/postback`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-partner': options.partner ?? 'draftkings',
      'x-timestamp': String(timestamp),
      'x-signature': signPostback(options.secret, raw, timestamp),
    },
    body: raw,
  });
}
