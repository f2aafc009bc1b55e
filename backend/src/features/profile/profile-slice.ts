import type { EventData, PurchaseLimitChange } from '@fr/contracts';
import type { EventOf, PlayerSlice } from '../player';
import { decideSetPurchaseLimit } from './commands/set-purchase-limit';
import { decideStartSelfExclusion } from './commands/start-self-exclusion';
import { decideUpdateSettings } from './commands/update-settings';

export type ProfileEvent = EventOf<'ProfileSettingsChanged' | 'PurchaseLimitChanged' | 'SelfExclusionStarted'>;

export type ProfileSettings = Omit<EventData<'ProfileSettingsChanged'>, 'userId' | 'changedAt'>;

export interface ProfileState {
  /** Null until the player first saves their settings. */
  settings: ProfileSettings | null;
  /** In the order they were made (see purchaseLimitAt). */
  purchaseLimitChanges: readonly PurchaseLimitChange[];
  selfExcludedUntil: string | null;
}

/** The profile's part of the player stream: the player's settings and responsible play (purchase limit, self-exclusion). */
export const profileSlice = {
  name: 'profile',
  initialState: (): ProfileState => ({ settings: null, purchaseLimitChanges: [], selfExcludedUntil: null }),
  evolve: {
    ProfileSettingsChanged: (state, { data }) => {
      const { firstName, lastName, timeZone, emailPreferences, showOnLeaderboard } = data;
      return { ...state, settings: { firstName, lastName, timeZone, emailPreferences, showOnLeaderboard } };
    },
    PurchaseLimitChanged: (state, { data }) => {
      const { monthlyLimitUsd, effectiveAt, changedAt } = data;
      return { ...state, purchaseLimitChanges: [...state.purchaseLimitChanges, { monthlyLimitUsd, effectiveAt, changedAt }] };
    },
    SelfExclusionStarted: (state, { data }) => ({ ...state, selfExcludedUntil: data.until }),
  },
  decide: {
    UpdateSettings: decideUpdateSettings,
    SetPurchaseLimit: decideSetPurchaseLimit,
    StartSelfExclusion: decideStartSelfExclusion,
  },
} satisfies PlayerSlice<ProfileState, ProfileEvent>;
