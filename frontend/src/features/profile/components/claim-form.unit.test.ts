import { describe, expect, it } from 'vitest';
import { httpError } from '../../../lib/api-error';
import { claimRequest, emptyClaimForm, serverFieldErrors, type ClaimForm } from './claim-form';

const eligible: ClaimForm = { ...emptyClaimForm, dateOfBirth: '1990-04-12', state: 'TX', acceptRules: true };
const tax = { legalName: ' Devin Reyes ', addressLine: '12 Main St', city: 'Austin', postalCode: '73301', taxId: '123-45-6789' };

describe('the claim request', () => {
  it('leaves tax details out below $600, even when fields were typed', () => {
    expect(claimRequest({ ...eligible, taxDetails: tax }, false)).toEqual({
      body: { dateOfBirth: '1990-04-12', state: 'TX', acceptRules: true },
    });
  });

  it('requires every tax field from $600, named by its path, and sends them trimmed once complete', () => {
    const missing = claimRequest(eligible, true);
    expect('errors' in missing && Object.keys(missing.errors).sort()).toEqual(
      ['taxDetails.addressLine', 'taxDetails.city', 'taxDetails.legalName', 'taxDetails.postalCode', 'taxDetails.taxId'].sort(),
    );
    const badZip = claimRequest({ ...eligible, taxDetails: { ...tax, postalCode: '7330' } }, true);
    expect(badZip).toEqual({ errors: { 'taxDetails.postalCode': 'Enter a 5-digit ZIP code.' } });
    expect(claimRequest({ ...eligible, taxDetails: tax }, true)).toEqual({
      body: { dateOfBirth: '1990-04-12', state: 'TX', acceptRules: true, taxDetails: { ...tax, legalName: 'Devin Reyes' } },
    });
  });

  it('names the eligibility fields that are missing', () => {
    const result = claimRequest(emptyClaimForm, false);
    expect(result).toEqual({
      errors: {
        dateOfBirth: 'Use the format YYYY-MM-DD.',
        state: 'Choose your state of residence.',
        acceptRules: 'Please accept the official rules.',
      },
    });
  });
});

describe('server validation issues', () => {
  it('map to their fields, the first per field', () => {
    const body = JSON.stringify({
      error: 'validation_failed',
      message: 'Enter a 9-digit SSN or ITIN.',
      issues: [
        { path: 'taxDetails.taxId', message: 'Enter a 9-digit SSN or ITIN.' },
        { path: 'taxDetails.taxId', message: 'Second reason.' },
      ],
    });
    expect(serverFieldErrors(httpError(400, body, 'Bad Request'))).toEqual({ 'taxDetails.taxId': 'Enter a 9-digit SSN or ITIN.' });
  });

  it('are none for a refusal without issues (it goes to the toast)', () => {
    const body = JSON.stringify({ error: 'business_rule', message: 'You must be at least 21 to claim a prize in your state.' });
    expect(serverFieldErrors(httpError(422, body, 'Unprocessable Entity'))).toEqual({});
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
  });
});
