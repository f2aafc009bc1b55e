import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_TICKETS_PER_ACCOUNT_PER_HOUR,
  SUPPORT_TICKETS_PER_IP_PER_HOUR,
  SUPPORT_TICKET_RETENTION_YEARS,
  supportTicketStream,
  texts,
  type AdminAuditResponse,
  type SupportTicket,
} from '@fr/contracts';
import { signInAdmin, type SignedInAdmin } from '../../testing/admin-test-helpers';
import type { TestClient } from '../../testing/http-client';
import { signUpPlayer, startTestSystem, type SignedUpPlayer, type TestSystem } from '../../testing/test-system';

let system: TestSystem;
let admin: SignedInAdmin;
let auditor: SignedInAdmin;
let finance: SignedInAdmin;
let player: SignedUpPlayer;

beforeAll(async () => {
  system = await startTestSystem();
  [admin, auditor, finance, player] = await Promise.all([
    signInAdmin(system, 'admin'),
    signInAdmin(system, 'auditor'),
    signInAdmin(system, 'finance'),
    signUpPlayer(system, 'support'),
  ]);
});
afterAll(async () => {
  await system?.close();
});

const question = (email: string) => ({ name: 'Pat', email, topic: 'coins', message: 'My coins did not arrive after paying.' });
const send = (client: TestClient, body: unknown) => client.post('/api/support/tickets', body);

async function ticketsSeenBy(client: TestClient, status = 'all'): Promise<SupportTicket[]> {
  const answer = await client.get(`/api/admin/support/tickets?status=${status}`);
  expect(answer.status).toBe(200);
  return (answer.json as { tickets: SupportTicket[] }).tickets;
}

/** The outbox message sent to `to` whose content includes `marker` (the send-email job runs right after the answer). */
async function mailTo(to: string, marker: string): Promise<string> {
  const dir = join(system.dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    for (const file of await readdir(dir).catch(() => [] as string[])) {
      // A hidden file is a message still being written (the outbox renames it once whole).
      if (file.startsWith('.')) continue;
      const content = await readFile(join(dir, file), 'utf8');
      if (content.includes(to) && content.includes(marker)) return content;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} with ${marker}`);
}

describe('the contact form', () => {
  it('refuses bad input with a clear 400 and opens nothing', async () => {
    const client = system.client();
    const before = (await ticketsSeenBy(admin.client)).length;
    const cases: Array<[unknown, string]> = [
      [{ topic: 'coins', message: 'A visitor gives no address at all.' }, texts.server.supportEmailRequired],
      [{ ...question('not-an-address'), topic: 'coins' }, texts.support.form.invalidEmail],
      [{ ...question('pat@example.com'), topic: 'gossip' }, texts.support.form.topicRequired],
      [{ ...question('pat@example.com'), message: 'short' }, texts.support.form.messageTooShort(10)],
      [{ ...question('pat@example.com'), message: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1) }, texts.support.form.tooLong(SUPPORT_MESSAGE_MAX)],
    ];
    for (const [body, message] of cases) {
      const answer = await send(client, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.json?.error).toBe('validation_failed');
      expect(JSON.stringify(answer.json)).toContain(message);
    }
    expect(await ticketsSeenBy(admin.client)).toHaveLength(before);
  });

  it("opens a visitor's ticket with the address typed in, and keeps the address and message out of the event log", async () => {
    const email = `visitor${Date.now()}@example.com`;
    const sent = await send(system.client(), question(email));
    expect(sent.status).toBe(201);
    expect(sent.json?.message).toBe(texts.server.supportTicketReceived);
    const ticketId = sent.json?.ticketId as string;
    const ticket = (await ticketsSeenBy(admin.client)).find((t) => t.ticketId === ticketId);
    expect(ticket).toMatchObject({
      status: 'open',
      topic: 'coins',
      userId: null,
      username: null,
      player: null,
      name: 'Pat',
      email,
      message: question(email).message,
      answers: [],
    });
    const logged = JSON.stringify(await system.services.store.read(supportTicketStream(ticketId)));
    expect(logged).toContain('SupportTicketOpened');
    expect(logged).not.toContain(email);
    expect(logged).not.toContain('did not arrive');
    expect(logged).not.toContain('Pat');
  });

  it("answers a signed-in player at their account's address, with their username", async () => {
    const sent = await send(player.client, { topic: 'prizes', message: 'How long does shipping a prize take?' });
    expect(sent.status).toBe(201);
    const ticket = (await ticketsSeenBy(admin.client, 'open')).find((t) => t.ticketId === sent.json?.ticketId);
    expect(ticket).toMatchObject({ userId: player.userId, email: player.email, username: expect.any(String) });
    expect(ticket!.username).not.toBeNull();
    expect(ticket!.player).toEqual({ id: player.userId, kind: 'player', name: ticket!.username, email: player.email });
  });

  it('accepts what a bot fills into the hidden field like any message, and keeps nothing of it', async () => {
    const before = await ticketsSeenBy(admin.client);
    const sent = await send(system.client(), { ...question('bot@example.com'), website: 'http://spam.example.com' });
    expect(sent.status).toBe(201);
    expect(sent.json?.message).toBe(texts.server.supportTicketReceived);
    const after = await ticketsSeenBy(admin.client);
    expect(after).toHaveLength(before.length);
    expect(after.some((t) => t.email === 'bot@example.com')).toBe(false);
  });

  it('limits messages per address and per account with 429', async () => {
    const visitor = system.client();
    for (let i = 0; i < SUPPORT_TICKETS_PER_IP_PER_HOUR; i++) {
      expect((await send(visitor, question(`flood${i}@example.com`))).status).toBe(201);
    }
    const refused = await send(visitor, question('flood-last@example.com'));
    expect(refused.status).toBe(429);
    expect(refused.json?.message).toBe(texts.server.supportRateLimited);
    expect((await ticketsSeenBy(admin.client)).some((t) => t.email === 'flood-last@example.com')).toBe(false);

    // One account from ever new addresses: the account's own limit holds.
    const account = await signUpPlayer(system, 'flood');
    for (let i = 0; i < SUPPORT_TICKETS_PER_ACCOUNT_PER_HOUR; i++) {
      const client = system.client();
      await client.post('/api/auth/signin', { email: account.email, password: account.password });
      expect((await send(client, { topic: 'other', message: `Question number ${i} from one account.` })).status).toBe(201);
    }
    const fresh = system.client();
    await fresh.post('/api/auth/signin', { email: account.email, password: account.password });
    expect((await send(fresh, { topic: 'other', message: 'One question too many from one account.' })).status).toBe(429);
  });
});

describe("admins' side of the tickets", () => {
  it('lets the admin role answer by e-mail and close; the auditor reads; finance and players see nothing', async () => {
    const email = `answer-me${Date.now()}@example.com`;
    const ticketId = (await send(system.client(), question(email))).json?.ticketId as string;
    const answerPath = `/api/admin/support/tickets/${ticketId}/answer`;
    const closePath = `/api/admin/support/tickets/${ticketId}/close`;

    expect((await finance.client.get('/api/admin/support/tickets')).status).toBe(403);
    expect((await player.client.get('/api/admin/support/tickets')).status).toBe(401);
    expect((await auditor.client.post(answerPath, { text: 'Auditors do not answer.' })).status).toBe(403);
    expect((await finance.client.post(closePath)).status).toBe(403);
    expect((await player.client.post(answerPath, { text: 'Players do not answer.' })).status).toBe(401);
    expect((await admin.client.post(answerPath, { text: '   ' })).status).toBe(400);
    expect((await admin.client.post('/api/admin/support/tickets/nope/answer', { text: 'Hello' })).status).toBe(404);

    const text = `Your 2,500 coins were credited at 10:02. Reference ${ticketId.slice(0, 8)}.`;
    const answered = await admin.client.post(answerPath, { text });
    expect(answered.status).toBe(200);
    const ticket = (answered.json as { ticket: SupportTicket }).ticket;
    expect(ticket.status).toBe('answered');
    expect(ticket.answers).toEqual([
      {
        text,
        sentAt: expect.any(String),
        by: { id: admin.admin.adminId, kind: 'admin', name: admin.admin.username, email: admin.admin.email },
      },
    ]);
    const mail = await mailTo(email, ticketId.slice(0, 8));
    expect(mail).toContain('Re: Coins and purchases');
    expect(mail).toContain('My coins did not arrive after paying.');

    const seen = (await ticketsSeenBy(auditor.client, 'answered')).find((t) => t.ticketId === ticketId);
    expect(seen?.answers.map((a) => a.text)).toEqual([text]);

    const closed = await admin.client.post(closePath);
    expect(closed.status).toBe(200);
    expect((closed.json as { ticket: SupportTicket }).ticket).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    expect((await admin.client.post(closePath)).status).toBe(200);
    const late = await admin.client.post(answerPath, { text: 'Too late.' });
    expect(late.status).toBe(422);
    expect(late.json?.message).toBe(texts.server.supportTicketClosed);
    expect((await ticketsSeenBy(admin.client, 'closed')).map((t) => t.ticketId)).toContain(ticketId);
    expect((await ticketsSeenBy(admin.client, 'open')).map((t) => t.ticketId)).not.toContain(ticketId);

    // The retention period after closing passes: what was written is erased, the ticket's history stays.
    const realNow = system.services.now;
    system.services.now = () => new Date(realNow().getTime() + (SUPPORT_TICKET_RETENTION_YEARS * 366 + 1) * 86_400_000);
    try {
      const first = await system.jobs.enqueueAndWait('erase-old-support-tickets', {}, { timeoutMs: 20_000 });
      expect(first).toEqual({ erased: 1 });
      expect(await system.jobs.enqueueAndWait('erase-old-support-tickets', {}, { timeoutMs: 20_000 })).toEqual({ erased: 0 });
    } finally {
      system.services.now = realNow;
    }
    const erased = (await ticketsSeenBy(admin.client, 'closed')).find((t) => t.ticketId === ticketId);
    expect(erased).toMatchObject({ status: 'closed', email: null, message: null, name: null, answers: [] });
    // Tickets still open keep their contents.
    expect((await ticketsSeenBy(admin.client, 'open')).every((t) => t.message !== null)).toBe(true);
  });

  // After the retention test: closing this ticket would add one to what its job erases.
  it('puts an answer and a close in the audit trail, by the admin, about the player, with the topic and never the text', async () => {
    const ticketId = (await send(player.client, { topic: 'prizes', message: 'Where is my prize, please?' })).json?.ticketId as string;
    const text = 'Your prize ships on Monday.';
    expect((await admin.client.post(`/api/admin/support/tickets/${ticketId}/answer`, { text })).status).toBe(200);
    expect((await admin.client.post(`/api/admin/support/tickets/${ticketId}/close`)).status).toBe(200);
    await system.runner.catchUp();
    const audit = await auditor.client.get(`/api/admin/audit?personId=${player.userId}`);
    const entries = (audit.json as AdminAuditResponse).entries.filter((e) => e.type.startsWith('SupportTicket'));
    expect(entries.map((e) => [e.action, e.actor.name, e.subject?.id, e.summary])).toEqual([
      ['Closed a support ticket', admin.admin.username, player.userId, 'Topic: Prizes and claims'],
      ['Answered a support ticket', admin.admin.username, player.userId, 'Topic: Prizes and claims'],
    ]);
    expect(JSON.stringify(audit.json)).not.toContain(text);
  });
});
