import { bankSlice } from './bank';
import { challengesSlice } from './challenges';
import { checkInSlice } from './check-in';
import { coinAdjustmentsSlice } from './coin-adjustments';
import { eligibilitySlice } from './eligibility';
import { composePlayerStream, type PlayerCommandOf, type PlayerEventOf, type PlayerStateOf } from './player';
import { prizesSlice } from './prizes';
import { profileSlice } from './profile';
import { shopSlice } from './shop';

/**
 * The slices of the player stream, one line per feature that owns commands on it. A new command is added to its
 * feature's slice (nothing here changes); a feature's first command on the stream adds its slice to this list.
 */
export const playerSlices = [
  checkInSlice,
  challengesSlice,
  shopSlice,
  bankSlice,
  prizesSlice,
  profileSlice,
  eligibilitySlice,
  coinAdjustmentsSlice,
] as const;

/** The player stream: the shared wallet plus the slices (startSystem hands it to features/player). */
export const playerDecider = composePlayerStream(playerSlices);

export type PlayerState = PlayerStateOf<typeof playerSlices>;
export type PlayerEvent = PlayerEventOf<typeof playerSlices>;
export type PlayerCommand = PlayerCommandOf<typeof playerSlices>;
