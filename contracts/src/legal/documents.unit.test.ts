import { afterEach, describe, expect, it } from 'vitest';
import { PRIZE_CLAIM_DAYS, TAX_DETAILS_THRESHOLD_USD } from '../prizes/constants';
import { TAX_RECORD_RETENTION_YEARS } from '../privacy/constants';
import { consentVersionHistory, documentVersion, versionInForce } from './constants';
import { privacyPolicy, retentionPolicy, termsOfService } from './documents';

const text = (sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[] }>) =>
  sections.flatMap((s) => [s.heading, ...s.paragraphs]).join('\n');

describe('document versions', () => {
  const released = consentVersionHistory.terms.length;
  afterEach(() => {
    consentVersionHistory.terms.splice(released);
  });

  it('puts a new version in force from its effective day, not before, and dates a page by it', () => {
    const first = consentVersionHistory.terms[0]!;
    consentVersionHistory.terms.push({ version: '9.0', effectiveDate: '2031-02-01' });
    expect(versionInForce('terms', new Date('2031-01-31T23:59:59Z'))).not.toEqual({ version: '9.0', effectiveDate: '2031-02-01' });
    expect(versionInForce('terms', new Date('2031-02-01T00:00:00Z'))).toEqual({ version: '9.0', effectiveDate: '2031-02-01' });
    expect(documentVersion('terms', new Date('2031-03-01T00:00:00Z')).version).toBe('9.0');
    // Before the first version took effect, the first one is the one in force (accounts older than the documents).
    expect(versionInForce('terms', new Date('2020-01-01T00:00:00Z'))).toEqual(first);
  });
});

describe('what the documents promise', () => {
  it('the terms state the claim window, the tax threshold, the age and the notice before changes', () => {
    const terms = text(termsOfService);
    expect(terms).toContain(`${PRIZE_CLAIM_DAYS} days`);
    expect(terms).toContain(`$${TAX_DETAILS_THRESHOLD_USD}`);
    expect(terms).toContain('18 or older');
    expect(terms).toContain('30 days');
    expect(terms).toContain('drand');
  });

  it('the privacy policy says how long tax records and everything else are kept', () => {
    expect(retentionPolicy.map((row) => row.data.split(' ')[0])).toEqual([
      'Your',
      'The',
      'Payments',
      'Draws',
      'Tax',
      'Support',
      'Sessions',
      'E-mail',
    ]);
    expect(retentionPolicy.find((row) => row.data.startsWith('Tax'))?.kept).toContain(`${TAX_RECORD_RETENTION_YEARS} years`);
    expect(retentionPolicy.find((row) => row.data.startsWith('Draws'))?.kept).toContain('key');
    expect(text(privacyPolicy)).toContain('Stripe');
  });
});
