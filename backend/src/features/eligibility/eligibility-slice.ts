import type { EligibilityDeclaration } from '@fr/contracts';
import type { EventOf, PlayerSlice } from '../player';
import { decideDeclareEligibility } from './commands/declare-eligibility';

export type EligibilityEvent = EventOf<'EligibilityDeclared'>;

export interface EligibilityState {
  /** Null until the player first declares. */
  declaration: EligibilityDeclaration | null;
}

/** Eligibility's part of the player stream: the date of birth and state the player declared, one event per change. */
export const eligibilitySlice = {
  name: 'eligibility',
  initialState: (): EligibilityState => ({ declaration: null }),
  evolve: {
    EligibilityDeclared: (state, { data }) => ({ ...state, declaration: { dateOfBirth: data.dateOfBirth, state: data.state } }),
  },
  decide: {
    DeclareEligibility: decideDeclareEligibility,
  },
} satisfies PlayerSlice<EligibilityState, EligibilityEvent>;
