import { describe, expect, it } from 'vitest';
import { httpError } from '../../../lib/api-error';
import { claimRequest, emptyClaimForm, serverFieldErrors, type ClaimForm } from './claim-form';

const accepted: ClaimForm = { ...emptyClaimForm, acceptRules: true };
const tax = { legalName: ' Devin Reyes ', addressLine: '12 Main St', city: 'Austin', postalCode: '73301', taxId: '123-45-6789' };
const address = { name: 'Devin Reyes', line1: '12 Main St', line2: '', city: 'Austin', state: 'TX', postalCode: '73301' };
const cash = { taxDetailsRequired: false, shippingAddressRequired: false };
const sent = { taxDetailsRequired: false, shippingAddressRequired: true };

describe('the claim request', () => {
  it('leaves tax details and the address out when the prize needs neither, even when fields were typed', () => {
    expect(claimRequest({ ...accepted, taxDetails: tax, shippingAddress: address }, cash)).toEqual({ body: { acceptRules: true } });
  });

  it('requires every tax field from $600, named by its path, and sends them trimmed once complete', () => {
    const needs = { ...cash, taxDetailsRequired: true };
    const missing = claimRequest(accepted, needs);
    expect('errors' in missing && Object.keys(missing.errors).sort()).toEqual(
      ['taxDetails.addressLine', 'taxDetails.city', 'taxDetails.legalName', 'taxDetails.postalCode', 'taxDetails.taxId'].sort(),
    );
    const badZip = claimRequest({ ...accepted, taxDetails: { ...tax, postalCode: '7330' } }, needs);
    expect(badZip).toEqual({ errors: { 'taxDetails.postalCode': 'Enter a 5-digit ZIP code.' } });
    expect(claimRequest({ ...accepted, taxDetails: tax }, needs)).toEqual({
      body: { acceptRules: true, taxDetails: { ...tax, legalName: 'Devin Reyes' } },
    });
  });

  it('requires a shipping address for a prize that is sent: a state from the list, a 5- or 9-digit ZIP, line 2 optional', () => {
    const missing = claimRequest(accepted, sent);
    expect('errors' in missing && Object.keys(missing.errors).sort()).toEqual(
      [
        'shippingAddress.city',
        'shippingAddress.line1',
        'shippingAddress.name',
        'shippingAddress.postalCode',
        'shippingAddress.state',
      ].sort(),
    );
    expect(claimRequest({ ...accepted, shippingAddress: { ...address, postalCode: '7330' } }, sent)).toEqual({
      errors: { 'shippingAddress.postalCode': 'Enter a 5-digit ZIP code (or ZIP+4).' },
    });
    const { line2: _empty, ...withoutLine2 } = address;
    expect(claimRequest({ ...accepted, shippingAddress: address }, sent)).toEqual({
      body: { acceptRules: true, shippingAddress: withoutLine2 },
    });
    expect(claimRequest({ ...accepted, shippingAddress: { ...address, line2: 'Apt 4', postalCode: '73301-1234' } }, sent)).toEqual({
      body: { acceptRules: true, shippingAddress: { ...address, line2: 'Apt 4', postalCode: '73301-1234' } },
    });
  });

  it('asks for the rules to be accepted', () => {
    expect(claimRequest(emptyClaimForm, cash)).toEqual({ errors: { acceptRules: 'Please accept the official rules.' } });
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
