import type { ShippingAddress } from '@fr/contracts/eligibility';
import { claimPrizeRequestSchema, type ClaimPrizeRequest, type TaxDetails } from '@fr/contracts/prizes';
import { isApiError } from '../../../lib/api-error';

export const taxFields = ['legalName', 'addressLine', 'city', 'postalCode', 'taxId'] as const satisfies ReadonlyArray<keyof TaxDetails>;

export const shippingFields = ['name', 'line1', 'line2', 'city', 'state', 'postalCode'] as const satisfies ReadonlyArray<
  keyof ShippingAddress
>;

/** The form keeps every field a string; line 2 is left out of the request when empty. */
export type ShippingForm = Record<(typeof shippingFields)[number], string>;

export interface ClaimForm {
  acceptRules: boolean;
  taxDetails: TaxDetails;
  shippingAddress: ShippingForm;
}

export const emptyClaimForm: ClaimForm = {
  acceptRules: false,
  taxDetails: { legalName: '', addressLine: '', city: '', postalCode: '', taxId: '' },
  shippingAddress: { name: '', line1: '', line2: '', city: '', state: '', postalCode: '' },
};

/** What a prize's claim must carry besides the rules' acceptance. */
export interface ClaimNeeds {
  taxDetailsRequired: boolean;
  shippingAddressRequired: boolean;
}

/** Messages by field path as the server names them ("shippingAddress.postalCode", "taxDetails.postalCode"). */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * The claim as sent (issues 10, 22): tax details go with it only when the prize needs them ($600 or more), a shipping
 * address only for a prize that is sent, each held to the same contract schema the server checks, so a missing field
 * is named before anything is sent. Eligibility is the player's declaration, which the server checks again.
 */
export function claimRequest(form: ClaimForm, needs: ClaimNeeds): { body: ClaimPrizeRequest } | { errors: FieldErrors } {
  const { line2, ...address } = form.shippingAddress;
  const parsed = claimPrizeRequestSchema.safeParse({
    acceptRules: form.acceptRules,
    ...(needs.taxDetailsRequired ? { taxDetails: form.taxDetails } : {}),
    ...(needs.shippingAddressRequired ? { shippingAddress: line2.trim() ? { ...address, line2 } : address } : {}),
  });
  if (parsed.success) return { body: parsed.data };
  return { errors: firstPerPath(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))) };
}

/** The server's validation issues by field, so a refused claim shows its reasons where they belong. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return isApiError(error) && error.body?.issues ? firstPerPath(error.body.issues) : {};
}

function firstPerPath(issues: ReadonlyArray<{ path: string; message: string }>): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  return errors;
}
