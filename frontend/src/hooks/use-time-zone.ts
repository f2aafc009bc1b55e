import { browserTimeZone } from '../lib/format';
import { profileApi } from '../api/profile';

/**
 * The zone dates are shown in: the player's profile setting where the app already holds it (the Profile loads it),
 * else the browser's. It reads the cache only, so no page waits for, or requests, the settings just to show a date.
 */
export function useTimeZone(): string {
  const settings = profileApi.endpoints.getSettings.useQueryState();
  return settings.data?.timeZone ?? browserTimeZone();
}
