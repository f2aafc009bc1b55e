import { afterAll, beforeAll, expect, it } from 'vitest';
import '../testing/provided-context';
import { readModelHarness, type FedEvent, type ReadModelHarness } from '../testing/read-model-harness';
import { legalProjector } from './legal-projector';
import { consentsOf, supportTicketById, supportTicketsList } from './legal-queries';

let model: ReadModelHarness;
let rebuilt: ReadModelHarness;
beforeAll(async () => {
  [model, rebuilt] = await Promise.all([readModelHarness(legalProjector), readModelHarness(legalProjector)]);
});
afterAll(async () => {
  await Promise.all([model?.close(), rebuilt?.close()]);
});

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 10, day, hour)).toISOString();

const history: FedEvent[] = [
  {
    type: 'AccountRegistered',
    data: {
      userId: 'u1',
      username: 'pat',
      email: 'pat@example.com',
      firstName: null,
      lastName: null,
      hasPassword: true,
      emailHeld: true,
      registeredAt: at(26),
    },
  },
  { type: 'ConsentRecorded', data: { userId: 'u1', document: 'terms', version: '1.1', acceptedAt: at(28) } },
  { type: 'SupportTicketOpened', data: { ticketId: 't1', userId: 'u1', topic: 'coins', openedAt: at(26, 13) } },
  { type: 'SupportTicketOpened', data: { ticketId: 't2', userId: null, topic: 'other', openedAt: at(27) } },
  { type: 'SupportTicketAnswered', data: { ticketId: 't1', adminId: 'a1', answerId: 'x1', answeredAt: at(27, 9) } },
  { type: 'SupportTicketAnswered', data: { ticketId: 't1', adminId: 'a1', answerId: 'x2', answeredAt: at(27, 10) } },
  { type: 'SupportTicketClosed', data: { ticketId: 't1', adminId: 'a1', closedAt: at(28) } },
];

it('records the versions a sign-up accepted and those accepted later, and each ticket with its answers and status', async () => {
  await model.feed(...history);
  expect(await consentsOf(model.pool, 'u1')).toEqual([
    { document: 'privacy', version: '1.0', acceptedAt: at(26) },
    { document: 'terms', version: '1.0', acceptedAt: at(26) },
    { document: 'terms', version: '1.1', acceptedAt: at(28) },
  ]);
  expect(await consentsOf(model.pool, 'nobody')).toEqual([]);
  expect((await supportTicketsList(model.pool, 'all', 10)).map((t) => [t.ticketId, t.status])).toEqual([
    ['t2', 'open'],
    ['t1', 'closed'],
  ]);
  expect(await supportTicketById(model.pool, 't1')).toEqual({
    ticketId: 't1',
    userId: 'u1',
    topic: 'coins',
    status: 'closed',
    openedAt: at(26, 13),
    answeredAt: at(27, 10),
    closedAt: at(28),
    answers: [
      { answerId: 'x1', adminId: 'a1', answeredAt: at(27, 9) },
      { answerId: 'x2', adminId: 'a1', answeredAt: at(27, 10) },
    ],
  });
  expect((await supportTicketsList(model.pool, 'open', 10)).map((t) => t.ticketId)).toEqual(['t2']);
  expect(await supportTicketById(model.pool, 'missing')).toBeNull();
});

it('changes nothing when replayed, and rebuilds to the same rows', async () => {
  const rows = await model.rows();
  await model.replay();
  expect(await model.rows()).toEqual(rows);
  await rebuilt.feed(...history);
  expect(await rebuilt.rows()).toEqual(rows);
});
