import { browserTimeZone } from '../lib/format';
import { profileApi } from '../api/profile';

/**
 * The zone dates are shown in: the player's profile setting once the app holds it (`useProfileTimeZone` loads it for
 * a signed-in player), else the browser's. It reads the cache only, so no page waits for the settings to show a date.
 */
export function useTimeZone(): string {
  const settings = profileApi.endpoints.getSettings.useQueryState();
  return settings.data?.timeZone ?? browserTimeZone();
}

/** Loads a signed-in player's settings once, so every page shows dates in the profile's zone rather than the browser's. */
export function useProfileTimeZone(signedIn: boolean): void {
  profileApi.endpoints.getSettings.useQuery(undefined, { skip: !signedIn });
}
