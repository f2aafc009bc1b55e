import { partnerPlatforms, partnerSlug } from '@fr/contracts';
import { describe, expect, it } from 'vitest';
import { MIN_PARTNER_SECRET_LENGTH, parsePartnerSecrets } from './partner-secrets';

const SECRET = 'a'.repeat(MIN_PARTNER_SECRET_LENGTH);

describe('parsePartnerSecrets', () => {
  it('reads slug=secret pairs, trimming spaces and keeping "=" inside a secret', () => {
    const secrets = parsePartnerSecrets(' draftkings = dk-secret-0123456789 ,prizepicks=cHJpemVwaWNrcy1zZWNyZXQ=');
    expect([...secrets]).toEqual([
      ['draftkings', 'dk-secret-0123456789'],
      ['prizepicks', 'cHJpemVwaWNrcy1zZWNyZXQ='],
    ]);
  });

  it('accepts every partner platform by its slug', () => {
    const all = partnerPlatforms.map((platform) => `${partnerSlug(platform)}=${SECRET}`).join(',');
    expect([...parsePartnerSecrets(all).keys()]).toEqual([
      'draftkings',
      'draftkings-sportsbook',
      'fanduel',
      'fanduel-sportsbook',
      'prizepicks',
      'underdog-fantasy',
      'betmgm',
      'caesars-sportsbook',
      'fanatics-sportsbook',
    ]);
  });

  it('gives no partners when unset or blank', () => {
    expect(parsePartnerSecrets(undefined).size).toBe(0);
    expect(parsePartnerSecrets('').size).toBe(0);
    expect(parsePartnerSecrets('   ').size).toBe(0);
  });

  it('refuses unknown slugs, including the fantasy-only provider and display names', () => {
    expect(() => parsePartnerSecrets(`yahoo-fantasy=${SECRET}`)).toThrow(/entry 1: unknown partner/);
    expect(() => parsePartnerSecrets(`draftkings=${SECRET},DraftKings=${SECRET}`)).toThrow(/entry 2: unknown partner/);
  });

  it('refuses entries without "=", empty entries and duplicates', () => {
    expect(() => parsePartnerSecrets('draftkings')).toThrow(/entry 1 must be slug=secret/);
    expect(() => parsePartnerSecrets(`draftkings=${SECRET},`)).toThrow(/entry 2 must be slug=secret/);
    expect(() => parsePartnerSecrets(`draftkings=${SECRET},draftkings=${SECRET}b`)).toThrow(/"draftkings" is listed twice/);
  });

  it('refuses secrets shorter than 16 characters without echoing them', () => {
    expect(parsePartnerSecrets(`fanduel=${SECRET}`).get('fanduel')).toBe(SECRET);
    const short = 'x'.repeat(MIN_PARTNER_SECRET_LENGTH - 1);
    expect(() => parsePartnerSecrets(`fanduel=${short}`)).toThrow(/"fanduel" must be at least 16 characters/);
    expect(() => parsePartnerSecrets(`fanduel=${short}`)).not.toThrow(short);
    expect(() => parsePartnerSecrets('fanduel=   ')).toThrow(/at least 16/);
  });

  it('does not echo a value that may be a secret written the wrong way round', () => {
    const secretFirst = `s3cr3t-value-0123456789=draftkings`;
    expect(() => parsePartnerSecrets(secretFirst)).toThrow(/unknown partner/);
    expect(() => parsePartnerSecrets(secretFirst)).not.toThrow(/s3cr3t/);
  });
});
