import type { PlayerContext } from '../../player';
import type { ProfileEvent, ProfileSettings, ProfileState } from '../profile-slice';

export interface UpdateSettings extends Omit<ProfileSettings, 'showOnLeaderboard'> {
  type: 'UpdateSettings';
  /** Absent keeps the saved choice; a player who never chose is shown. */
  showOnLeaderboard?: boolean;
}

const same = (a: ProfileSettings, b: ProfileSettings) =>
  a.firstName === b.firstName &&
  a.lastName === b.lastName &&
  a.timeZone === b.timeZone &&
  a.emailPreferences.drawResults === b.emailPreferences.drawResults &&
  a.emailPreferences.prizeUpdates === b.emailPreferences.prizeUpdates &&
  a.emailPreferences.marketing === b.emailPreferences.marketing &&
  a.showOnLeaderboard === b.showOnLeaderboard;

/**
 * Saves the player's name, time zone, e-mail preferences and whether the leaderboard shows them; saving what is
 * already saved decides nothing.
 */
export function decideUpdateSettings(command: UpdateSettings, state: ProfileState, { userId, now }: PlayerContext): ProfileEvent[] {
  const { type: _command, showOnLeaderboard, ...rest } = command;
  const settings = { ...rest, showOnLeaderboard: showOnLeaderboard ?? state.settings?.showOnLeaderboard ?? true };
  if (state.settings && same(state.settings, settings)) return [];
  return [{ type: 'ProfileSettingsChanged', data: { userId, ...settings, changedAt: now.toISOString() } }];
}
