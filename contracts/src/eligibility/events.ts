import { z } from 'zod';
import type { CatalogueEntry } from '../events/catalogue-entry';
import { usStates } from './constants';

export const eligibilityDeclaredSchema = z.object({
  userId: z.string(),
  /** YYYY-MM-DD; personal (sealed with the player's key, erased with the account). */
  dateOfBirth: z.string(),
  state: z.enum(usStates),
  /** The audit of a change: the state before (null on the first declaration) and whether the birth date changed. */
  previousState: z.enum(usStates).nullable(),
  dateOfBirthChanged: z.boolean(),
  declaredAt: z.string(),
});

/** The eligibility events on the player stream (docs/events.md is generated from them). */
export const eligibilityEvents = {
  EligibilityDeclared: {
    stream: 'player-{userId}',
    description:
      'The player declared (or changed) their date of birth and state of residence; one event per change, checked again against the official rules at every entry and claim.',
    schema: eligibilityDeclaredSchema,
    personal: ['dateOfBirth'],
  },
} as const satisfies Record<string, CatalogueEntry>;
