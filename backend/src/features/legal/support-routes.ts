import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import {
  SUPPORT_RATE_WINDOW_SECONDS,
  SUPPORT_TICKETS_PAGE_SIZE,
  SUPPORT_TICKETS_PER_ACCOUNT_PER_HOUR,
  SUPPORT_TICKETS_PER_IP_PER_HOUR,
  apiRoutes,
  supportTicketStream,
  texts,
  type AdminPerson,
  type SupportTicket,
} from '@fr/contracts';
import { findUserById, supportTicketById, supportTicketsList, type SupportTicketRow } from '@fr/projections';
import { AppError } from '../../platform/errors';
import { clientBucket } from '../../platform/http/client-address';
import { contractRoute } from '../../platform/http/contract-route';
import type { AppServices } from '../../services';
import { describePeople } from '../admin';
import { supportTicketDecider, type SupportTicketCommand } from './domain/support-ticket';
import { supportAnswerEmail } from './mail/support-answer-email';
import { answerTextsOf, saveAnswerText, saveSupportContent, supportContentsOf } from './support-contents';

/** The contact form, and the admins' side of the tickets it opens. */
export function supportRoutes(services: AppServices): Router {
  const router = new Router();
  const perIp = services.rateLimit('support-ip', SUPPORT_TICKETS_PER_IP_PER_HOUR, SUPPORT_RATE_WINDOW_SECONDS);
  const perAccount = services.rateLimit('support-account', SUPPORT_TICKETS_PER_ACCOUNT_PER_HOUR, SUPPORT_RATE_WINDOW_SECONDS);

  const run = (command: SupportTicketCommand, actor: string) =>
    services.commands.handle({
      streamId: supportTicketStream(command.ticketId),
      decider: supportTicketDecider,
      command,
      context: { now: services.now() },
      metadata: { actor, command: command.type },
    });

  /** The tickets as admins see them: read model, plus the contents kept outside the log, plus the sender's account. */
  const present = async (rows: SupportTicketRow[]): Promise<SupportTicket[]> => {
    const contents = await supportContentsOf(
      services.pool,
      rows.map((r) => r.ticketId),
    );
    const answers = await answerTextsOf(
      services.pool,
      rows.flatMap((r) => r.answers.map((a) => a.answerId)),
    );
    const people = await describePeople(
      services.pool,
      rows.flatMap((r) => [...(r.userId ? [r.userId] : []), ...r.answers.map((a) => a.adminId)]),
    );
    const personOf = (id: string): AdminPerson => people.get(id) ?? { id, kind: 'system', name: id, email: null };
    return rows.map((row) => {
      const content = contents.get(row.ticketId);
      const player = row.userId ? personOf(row.userId) : null;
      const account = player?.kind === 'player' ? player : null;
      return {
        ticketId: row.ticketId,
        status: row.status,
        topic: row.topic,
        userId: row.userId,
        username: account?.name ?? null,
        player,
        name: content?.name ?? null,
        email: content?.email ?? account?.email ?? null,
        message: content?.message ?? null,
        openedAt: row.openedAt,
        answeredAt: row.answeredAt,
        closedAt: row.closedAt,
        answers: row.answers.flatMap((a) => {
          const text = answers.get(a.answerId);
          return text === undefined ? [] : [{ text, sentAt: a.answeredAt, by: personOf(a.adminId) }];
        }),
      };
    });
  };

  const ticketOrNotFound = async (ticketId: string) => {
    const row = await supportTicketById(services.pool, ticketId);
    if (!row) throw new AppError('not_found', texts.server.supportTicketNotFound);
    return row;
  };

  contractRoute(router, apiRoutes.createSupportTicket, async ({ ctx, userId, body }) => {
    const email = body.email || null;
    // An answer needs an address: the one typed in, else the account's (a player signed up with X may have none).
    const reachable = email ?? (userId ? (await findUserById(services.pool, userId))?.email : null);
    if (!reachable) throw new AppError('validation_failed', texts.server.supportEmailRequired);
    // Only a message that could be sent counts against the limits, so a typo does not use one up.
    const message = texts.server.supportRateLimited;
    await perIp.consume(clientBucket(ctx.ip), message);
    if (userId) await perAccount.consume(userId, message);
    const ticketId = randomUUID();
    // A bot filled in the field people never see: it is answered like anyone, so it learns nothing, and nothing is kept.
    if (body.website) return { ticketId, message: texts.server.supportTicketReceived };
    const now = services.now();
    await saveSupportContent(services.pool, { ticketId, userId, name: body.name || null, email, message: body.message }, now);
    const result = await run({ type: 'Open', ticketId, userId, topic: body.topic }, userId ?? 'visitor');
    // Visitors hold no position token, and the admins' list must show the ticket once the sender is told it arrived.
    await services.waitForReadModels(result.position);
    return { ticketId, message: texts.server.supportTicketReceived };
  });

  contractRoute(router, apiRoutes.adminSupportTickets, async ({ query }) => ({
    tickets: await present(await supportTicketsList(services.pool, query.status, SUPPORT_TICKETS_PAGE_SIZE)),
  }));

  contractRoute(router, apiRoutes.adminAnswerSupportTicket, async ({ admin, params, body }) => {
    const [ticket] = await present([await ticketOrNotFound(params.ticketId)]);
    if (ticket!.status === 'closed') throw new AppError('business_rule', texts.server.supportTicketClosed);
    const to = ticket!.email;
    if (!to) throw new AppError('business_rule', texts.server.supportTicketNoAddress);
    const answerId = randomUUID();
    await saveAnswerText(services.pool, answerId, params.ticketId, body.text);
    const result = await run({ type: 'Answer', ticketId: params.ticketId, adminId: admin.adminId, answerId }, admin.adminId);
    // The job id is the answer's: a retried job sends it once.
    await services.sendEmail(
      {
        to,
        ...supportAnswerEmail({
          name: ticket!.name,
          topic: ticket!.topic,
          answer: body.text,
          question: ticket!.message ?? '',
          ticketId: params.ticketId,
        }),
      },
      `support-answer:${answerId}`,
    );
    await services.waitForReadModels(result.position);
    const [answered] = await present([await ticketOrNotFound(params.ticketId)]);
    return { ticket: answered! };
  });

  contractRoute(router, apiRoutes.adminCloseSupportTicket, async ({ admin, params }) => {
    await ticketOrNotFound(params.ticketId);
    const result = await run({ type: 'Close', ticketId: params.ticketId, adminId: admin.adminId }, admin.adminId);
    await services.waitForReadModels(result.position);
    const [closed] = await present([await ticketOrNotFound(params.ticketId)]);
    return { ticket: closed! };
  });

  return router;
}
