import type { PlayerContext } from '../../player';
import type { ProfileEvent, ProfileSettings, ProfileState } from '../profile-slice';

export interface UpdateSettings extends ProfileSettings {
  type: 'UpdateSettings';
}

const same = (a: ProfileSettings, b: ProfileSettings) =>
  a.firstName === b.firstName &&
  a.lastName === b.lastName &&
  a.timeZone === b.timeZone &&
  a.emailPreferences.drawResults === b.emailPreferences.drawResults &&
  a.emailPreferences.prizeUpdates === b.emailPreferences.prizeUpdates &&
  a.emailPreferences.marketing === b.emailPreferences.marketing;

/** Saves the player's name, time zone and e-mail preferences; saving what is already saved decides nothing. */
export function decideUpdateSettings(command: UpdateSettings, state: ProfileState, { userId, now }: PlayerContext): ProfileEvent[] {
  const { type: _command, ...settings } = command;
  if (state.settings && same(state.settings, settings)) return [];
  return [{ type: 'ProfileSettingsChanged', data: { userId, ...settings, changedAt: now.toISOString() } }];
}
