import type pg from 'pg';
import { UAParser } from 'ua-parser-js';
import type { PlayerSession } from '@fr/contracts';
import { listPlayerSessions } from '../../platform/http/session';

const UNKNOWN = 'Unknown';

/** The player's signed-in devices as the device list (and the operator console) shows them; `current` marks the caller's. */
export async function sessionsOf(pool: pg.Pool, userId: string, currentDeviceId: string | null): Promise<PlayerSession[]> {
  return (await listPlayerSessions(pool, userId)).map((session) => {
    const { browser, os } = UAParser(session.userAgent);
    return {
      sessionId: session.deviceId,
      browser: [browser.name, browser.major].filter(Boolean).join(' ') || UNKNOWN,
      os: [os.name, os.version].filter(Boolean).join(' ') || UNKNOWN,
      network: session.network || UNKNOWN,
      signedInAt: new Date(session.signedInAt).toISOString(),
      lastSeenAt: new Date(session.lastSeenAt).toISOString(),
      current: session.deviceId === currentDeviceId,
    };
  });
}
