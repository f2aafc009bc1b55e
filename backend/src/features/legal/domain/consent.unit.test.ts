import { describe, it } from 'vitest';
import { legalServerTexts, versionInForce } from '@fr/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import { consentDecider, type ConsentEvent } from './consent';

const now = new Date('2026-11-25T12:00:00.000Z');
const spec = deciderSpec(consentDecider, { now });
const terms = versionInForce('terms', now).version;
const privacy = versionInForce('privacy', now).version;
const recorded = (document: 'terms' | 'privacy', version: string): ConsentEvent => ({
  type: 'ConsentRecorded',
  data: { userId: 'u1', document, version, acceptedAt: now.toISOString() },
});

describe('accepting the terms and the privacy policy', () => {
  it('records each current version the player accepts', () => {
    spec
      .given()
      .when({
        userId: 'u1',
        accepted: [
          { document: 'terms', version: terms },
          { document: 'privacy', version: privacy },
        ],
      })
      .then([recorded('terms', terms), recorded('privacy', privacy)]);
  });

  it('records only what was not accepted yet, and a document named twice once', () => {
    spec
      .given(recorded('terms', terms))
      .when({
        userId: 'u1',
        accepted: [
          { document: 'terms', version: terms },
          { document: 'privacy', version: privacy },
          { document: 'privacy', version: privacy },
        ],
      })
      .then([recorded('privacy', privacy)]);
  });

  it('decides nothing when everything was accepted', () => {
    spec
      .given(recorded('terms', terms), recorded('privacy', privacy))
      .when({ userId: 'u1', accepted: [{ document: 'terms', version: terms }] })
      .thenNothing();
  });

  it('accepts a new version after an older one', () => {
    spec
      .given(recorded('terms', '0.9'))
      .when({ userId: 'u1', accepted: [{ document: 'terms', version: terms }] })
      .then([recorded('terms', terms)]);
  });

  it('refuses a version that is not the current one', () => {
    spec
      .given()
      .when({ userId: 'u1', accepted: [{ document: 'terms', version: '0.9' }] })
      .thenRefuses(legalServerTexts.consentVersionOutdated);
  });
});
