import type { LastClaim } from '@fr/contracts';
import type { EventOf, PlayerSlice } from '../player';
import { decideCheckIn } from './commands/check-in';

export type CheckInEvent = EventOf<'DailyCheckInClaimed'>;

/** The last claim; the challenges slice reads it (the daily challenge is done once today's check-in is claimed). */
export interface CheckInState {
  lastCheckIn: LastClaim | null;
}

/** The daily check-in's part of the player stream. */
export const checkInSlice = {
  name: 'check-in',
  initialState: () => ({ lastCheckIn: null }),
  evolve: {
    DailyCheckInClaimed: (state, { data }) => {
      const { localDate, timeZone, streak, claimedAt } = data;
      return { ...state, lastCheckIn: { localDate, timeZone, streak, claimedAt } };
    },
  },
  decide: { CheckIn: decideCheckIn },
} satisfies PlayerSlice<CheckInState, CheckInEvent>;
