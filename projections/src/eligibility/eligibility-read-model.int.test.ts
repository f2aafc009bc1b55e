import { afterAll, beforeAll, expect, it } from 'vitest';
import '../testing/provided-context';
import { readModelHarness, type FedEvent, type ReadModelHarness } from '../testing/read-model-harness';
import { eligibilityProjector } from './eligibility-projector';
import { eligibilityChangesOf, eligibilityDeclarationOf, eligibilityDeclarationsOf } from './eligibility-queries';

let model: ReadModelHarness;
beforeAll(async () => {
  model = await readModelHarness(eligibilityProjector);
});
afterAll(async () => {
  await model?.close();
});

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12)).toISOString();
const declared = (
  userId: string,
  dateOfBirth: string,
  state: 'TX' | 'NY' | 'AL',
  previousState: 'TX' | 'NY' | 'AL' | null,
  dateOfBirthChanged: boolean,
  day: number,
): FedEvent => ({
  type: 'EligibilityDeclared',
  data: { userId, dateOfBirth, state, previousState, dateOfBirthChanged, declaredAt: at(day) },
});

it("keeps each player's latest declaration and every change, replays to the same rows, and forgets an erased player", async () => {
  await model.feed(
    declared('u1', '2000-02-29', 'TX', null, false, 2),
    declared('u2', '1990-05-01', 'AL', null, false, 2),
    declared('u1', '2000-02-29', 'NY', 'TX', false, 3),
    declared('u1', '2000-03-01', 'NY', 'NY', true, 4),
  );
  expect(await eligibilityDeclarationOf(model.pool, 'u1')).toEqual({ dateOfBirth: '2000-03-01', state: 'NY', declaredAt: at(4) });
  expect(await eligibilityDeclarationOf(model.pool, 'nobody')).toBeNull();
  expect([...(await eligibilityDeclarationsOf(model.pool, ['u1', 'u2', 'u3'])).keys()].sort()).toEqual(['u1', 'u2']);
  expect(await eligibilityChangesOf(model.pool, 'u1')).toEqual([
    { changedAt: at(2), state: 'TX', previousState: null, dateOfBirthChanged: false },
    { changedAt: at(3), state: 'NY', previousState: 'TX', dateOfBirthChanged: false },
    { changedAt: at(4), state: 'NY', previousState: 'NY', dateOfBirthChanged: true },
  ]);

  const before = await model.rows();
  await model.replay();
  expect(await model.rows()).toEqual(before);

  await model.feed({ type: 'AccountErased', data: { userId: 'u1', erasedAt: at(5), taxRecordsUntil: null } });
  expect(await eligibilityDeclarationOf(model.pool, 'u1')).toBeNull();
  expect(await eligibilityChangesOf(model.pool, 'u1')).toEqual([]);
  expect(await eligibilityDeclarationOf(model.pool, 'u2')).not.toBeNull();
});
