import { z } from 'zod';
import { isCalendarDate } from './age';
import { EARLIEST_BIRTH_YEAR, eligibilityPurposes, usStates } from './constants';

export const usStateSchema = z.enum(usStates, { error: 'Choose your state of residence from the list.' });

/** A date of birth as the date input gives it; whether it lies in the past is the server's (its clock) to say. */
export const dateOfBirthSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use the format YYYY-MM-DD.' })
  .refine(isCalendarDate, { error: 'Enter a real date of birth.' })
  .refine((date) => Number(date.slice(0, 4)) >= EARLIEST_BIRTH_YEAR, { error: 'Enter a real date of birth.' });

/** What the eligibility dialog and the Settings section send: asked once, changed when it changes. */
export const declareEligibilityRequestSchema = z.object({ dateOfBirth: dateOfBirthSchema, state: usStateSchema });
export type DeclareEligibilityRequest = z.infer<typeof declareEligibilityRequestSchema>;

/** Whether the player may do one thing, and in words why not. */
export const eligibilityStatusSchema = z.object({
  purpose: z.enum(eligibilityPurposes),
  eligible: z.boolean(),
  minimumAge: z.number().int(),
  /** Which rule says no, in words (null when eligible). */
  reason: z.string().nullable(),
});
export type EligibilityStatus = z.infer<typeof eligibilityStatusSchema>;

/** One change of the declaration, as the player's Settings list them (the audit of their own changes). */
export const eligibilityChangeSchema = z.object({
  changedAt: z.string(),
  state: usStateSchema,
  previousState: usStateSchema.nullable(),
  dateOfBirthChanged: z.boolean(),
});
export type EligibilityChange = z.infer<typeof eligibilityChangeSchema>;

export const eligibilityResponseSchema = z.object({
  /** Null until the player first declares. */
  declaration: z.object({ dateOfBirth: z.string(), state: usStateSchema, declaredAt: z.string() }).nullable(),
  raffle: eligibilityStatusSchema.nullable(),
  adultOffer: eligibilityStatusSchema.nullable(),
  /** Oldest first. */
  changes: z.array(eligibilityChangeSchema),
});
export type EligibilityResponse = z.infer<typeof eligibilityResponseSchema>;

/** Where a physical prize is sent (kept encrypted outside the log, like tax details). */
export const shippingAddressSchema = z.object({
  name: z.string().trim().min(2, { error: 'Enter the name to ship to.' }).max(120),
  line1: z.string().trim().min(3, { error: 'Enter the street address.' }).max(200),
  line2: z.string().trim().max(200).optional(),
  city: z.string().trim().min(2, { error: 'Enter the city.' }).max(80),
  state: usStateSchema,
  postalCode: z.string().regex(/^\d{5}(-\d{4})?$/, { error: 'Enter a 5-digit ZIP code (or ZIP+4).' }),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;
