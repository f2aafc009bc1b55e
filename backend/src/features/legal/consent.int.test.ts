import { afterAll, beforeAll, expect, it } from 'vitest';
import { consentStream, consentVersionHistory, texts, type ConsentsResponse } from '@fr/contracts';
import type { TestClient } from '../../testing/http-client';
import { signUpPlayer, startTestSystem, type TestSystem } from '../../testing/test-system';
import { playerConsents } from '.';

let system: TestSystem;
let clock = new Date('2026-11-26T15:00:00Z');
/** What the history held before the test released new versions into it; put back afterwards. */
const released = { terms: consentVersionHistory.terms.length, privacy: consentVersionHistory.privacy.length };

beforeAll(async () => {
  system = await startTestSystem({ now: () => clock });
});
afterAll(async () => {
  consentVersionHistory.terms.splice(released.terms);
  consentVersionHistory.privacy.splice(released.privacy);
  await system?.close();
});

const consentsOf = async (client: TestClient): Promise<ConsentsResponse> => {
  const answer = await client.get('/api/legal/consents');
  expect(answer.status).toBe(200);
  return answer.json as ConsentsResponse;
};

it('asks for each new version of the terms once, from the day it applies, and records the acceptance in the log', async () => {
  const player = await signUpPlayer(system, 'consent');
  // Signing up accepted the versions in force: nothing to ask.
  const first = await consentsOf(player.client);
  expect(first.pending).toEqual([]);
  expect(first.consents.map((c) => [c.document, c.version])).toEqual([
    ['privacy', '1.0'],
    ['terms', '1.0'],
  ]);

  // A release announces Terms 1.1 thirty days ahead: nobody is asked before the day it applies.
  consentVersionHistory.terms.push({ version: '1.1', effectiveDate: '2026-12-26' });
  expect((await consentsOf(player.client)).pending).toEqual([]);
  clock = new Date('2026-12-26T00:00:01Z');
  expect((await consentsOf(player.client)).pending).toEqual([{ document: 'terms', version: '1.1', effectiveDate: '2026-12-26' }]);

  // Accepting the version the player was shown before the release is refused; the current one is recorded once.
  const outdated = await player.client.post('/api/legal/consents', { accepted: [{ document: 'terms', version: '1.0' }] });
  expect(outdated.status).toBe(409);
  expect(outdated.json?.message).toBe(texts.server.consentVersionOutdated);
  const accepted = await player.client.post('/api/legal/consents', { accepted: [{ document: 'terms', version: '1.1' }] });
  expect(accepted.status).toBe(200);
  expect((accepted.json as ConsentsResponse).pending).toEqual([]);
  expect((await consentsOf(player.client)).pending).toEqual([]);
  expect((await player.client.post('/api/legal/consents', { accepted: [{ document: 'terms', version: '1.1' }] })).status).toBe(200);
  const logged = await system.services.store.read(consentStream(player.userId));
  expect(logged.map((e) => [e.type, e.data])).toEqual([
    ['ConsentRecorded', { userId: player.userId, document: 'terms', version: '1.1', acceptedAt: clock.toISOString() }],
  ]);

  // The next version asks again; the export reads every consent through the feature's index.
  consentVersionHistory.privacy.push({ version: '1.1', effectiveDate: '2027-01-10' });
  clock = new Date('2027-01-10T12:00:00Z');
  expect((await consentsOf(player.client)).pending).toEqual([{ document: 'privacy', version: '1.1', effectiveDate: '2027-01-10' }]);
  const exported = await playerConsents(system.services.pool, player.userId, clock);
  expect(exported.consents.map((c) => [c.document, c.version])).toEqual([
    ['privacy', '1.0'],
    ['terms', '1.0'],
    ['terms', '1.1'],
  ]);

  // A player who signs up now accepts the versions in force now.
  const newcomer = await signUpPlayer(system, 'newcomer');
  const theirs = await consentsOf(newcomer.client);
  expect(theirs.pending).toEqual([]);
  expect(theirs.consents.map((c) => [c.document, c.version])).toEqual([
    ['privacy', '1.1'],
    ['terms', '1.1'],
  ]);
});

it('refuses visitors and malformed acceptances', async () => {
  const visitor = system.client();
  expect((await visitor.get('/api/legal/consents')).status).toBe(401);
  const player = await signUpPlayer(system, 'malformed');
  for (const body of [{}, { accepted: [] }, { accepted: [{ document: 'cookies', version: '1.0' }] }]) {
    expect((await player.client.post('/api/legal/consents', body)).status).toBe(400);
  }
});
