import { claimPrizeRequestSchema, type ClaimPrizeRequest, type TaxDetails } from '@fr/contracts/prizes';
import { isApiError } from '../../../lib/api-error';

export const taxFields = ['legalName', 'addressLine', 'city', 'postalCode', 'taxId'] as const satisfies ReadonlyArray<keyof TaxDetails>;

export interface ClaimForm {
  dateOfBirth: string;
  state: string;
  acceptRules: boolean;
  taxDetails: TaxDetails;
}

export const emptyClaimForm: ClaimForm = {
  dateOfBirth: '',
  state: '',
  acceptRules: false,
  taxDetails: { legalName: '', addressLine: '', city: '', postalCode: '', taxId: '' },
};

/** Messages by field path as the server names them ("dateOfBirth", "taxDetails.postalCode"). */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * The claim as sent (issue 10): tax details go with it only when the prize needs them ($600 or more), and are then
 * held to the same contract schema the server checks, so a missing field is named before anything is sent.
 */
export function claimRequest(form: ClaimForm, taxDetailsRequired: boolean): { body: ClaimPrizeRequest } | { errors: FieldErrors } {
  const { taxDetails, ...eligibility } = form;
  const parsed = claimPrizeRequestSchema.safeParse(taxDetailsRequired ? { ...eligibility, taxDetails } : eligibility);
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
