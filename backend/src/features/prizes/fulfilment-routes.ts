import type { Readable } from 'node:stream';
import Router from '@koa/router';
import {
  apiRoutes,
  clientRoutes,
  emailTexts,
  prizeFulfilmentTexts,
  prizeWinnersExportFileName,
  texts,
  winnerContactEmailTexts,
  type AdminRole,
  type WinnerContactTemplate,
} from '@fr/contracts';
import { findUserById, fulfilmentPrize, fulfilmentQueue, prizeWinnersOf, settingsOf, type FulfilmentRow } from '@fr/projections';
import { AppError } from '../../platform/errors';
import { contractRoute } from '../../platform/http/contract-route';
import type { AppServices } from '../../services';
import type { TokenCipher } from '../../platform/token-cipher';
import { csvStream } from '../analytics';
import { renderEmail } from '../emails';
import { handlePlayerCommand } from '../player';
import { describeFulfilment, fulfilmentDetail } from './fulfilment';
import type { prizesSlice } from './prizes-slice';
import { emailDateTime } from '../../platform/mail/email-date';

/** The e-mail of a template about one prize, in the product's layout; only that it was sent goes into the log. */
function contactEmail(
  template: WinnerContactTemplate,
  reader: { username: string; timeZone: string; publicUrl: string },
  prize: FulfilmentRow,
) {
  const link = { url: `${reader.publicUrl}${clientRoutes.prizes}` };
  const common = (t: { preview: string; heading: string; action: string }, subject: string, body: string) =>
    renderEmail({
      subject,
      preview: t.preview,
      heading: t.heading,
      paragraphs: [emailTexts.greeting(reader.username), body],
      action: { label: t.action, ...link },
    });
  switch (template) {
    case 'claim_reminder': {
      const t = winnerContactEmailTexts.claim_reminder;
      return common(t, t.subject(prize.name), t.body(prize.name, emailDateTime(prize.claimDeadline, reader.timeZone)));
    }
    case 'shipping_update': {
      const t = winnerContactEmailTexts.shipping_update;
      const tracking =
        prize.carrier && prize.trackingNumber ? prizeFulfilmentTexts.player.shipped(prize.carrier, prize.trackingNumber) : null;
      return common(t, t.subject(prize.name), t.body(prize.name, tracking));
    }
    case 'need_tax_form': {
      const t = winnerContactEmailTexts.need_tax_form;
      return common(t, t.subject(prize.name), t.body(prize.name));
    }
  }
}

/**
 * The operators' prize fulfilment (issue 23): the queue, a prize's detail, marking it shipped, delivered or paid, and
 * e-mailing its winner. Forfeiting is the raffles feature's, which hands the prize to the draw's next runner-up.
 */
export function fulfilmentRoutes(services: AppServices, cipher: TokenCipher): Router {
  const router = new Router();
  const { pool } = services;

  /** The prize's winner, or 404 before any command is tried (the award id is the operator's input). */
  const winnerOf = async (awardId: string) => {
    const row = await fulfilmentPrize(pool, awardId);
    if (!row) throw new AppError('not_found', texts.server.prizeNotFound);
    return row;
  };

  /** The prize as the action left it: the read models have caught up with the command before it is read. */
  const answer = async (position: Parameters<AppServices['waitForReadModels']>[0], awardId: string, role: AdminRole) => {
    await services.waitForReadModels(position);
    return fulfilmentDetail(services, cipher, awardId, role);
  };

  contractRoute(router, apiRoutes.fulfilmentQueue, async ({ query }) => ({
    prizes: await describeFulfilment(services, await fulfilmentQueue(pool, query)),
  }));

  contractRoute(router, apiRoutes.fulfilmentDetail, ({ params, admin }) => fulfilmentDetail(services, cipher, params.awardId, admin.role));

  contractRoute(router, apiRoutes.markPrizeShipped, async ({ params, body, admin }) => {
    const { userId } = await winnerOf(params.awardId);
    const done = await handlePlayerCommand<typeof prizesSlice>(services, userId, {
      type: 'MarkPrizeShipped',
      awardId: params.awardId,
      adminId: admin.adminId,
      ...body,
    });
    return answer(done.position, params.awardId, admin.role);
  });

  contractRoute(router, apiRoutes.markPrizeDelivered, async ({ params, admin }) => {
    const { userId } = await winnerOf(params.awardId);
    const done = await handlePlayerCommand<typeof prizesSlice>(services, userId, {
      type: 'MarkPrizeDelivered',
      awardId: params.awardId,
      adminId: admin.adminId,
    });
    return answer(done.position, params.awardId, admin.role);
  });

  contractRoute(router, apiRoutes.markPrizeCashPaid, async ({ params, body, admin }) => {
    const { userId } = await winnerOf(params.awardId);
    const done = await handlePlayerCommand<typeof prizesSlice>(services, userId, {
      type: 'MarkPrizeCashPaid',
      awardId: params.awardId,
      adminId: admin.adminId,
      ...body,
    });
    return answer(done.position, params.awardId, admin.role);
  });

  contractRoute(router, apiRoutes.contactWinner, async ({ params, body, admin }) => {
    const prize = await winnerOf(params.awardId);
    const user = await findUserById(pool, prize.userId);
    if (!user?.email) throw new AppError('conflict', texts.server.fulfilmentNoEmail);
    const contacted = await handlePlayerCommand<typeof prizesSlice>(services, prize.userId, {
      type: 'ContactWinner',
      awardId: params.awardId,
      adminId: admin.adminId,
      contactId: body.contactId,
      template: body.template,
    });
    // Queued after the decision, under a job id of the contact: a retry queues the same job, which the send-email job
    // sends once (so a failure between the two is mended by sending the request again).
    const { timeZone } = await settingsOf(pool, prize.userId);
    const mail = contactEmail(body.template, { username: user.username, timeZone, publicUrl: services.config.publicUrl }, prize);
    await services.sendEmail({ to: user.email, ...mail }, `prize-contact:${body.contactId}`);
    return answer(contacted.position, params.awardId, admin.role);
  });

  contractRoute(router, apiRoutes.exportPrizeWinners, async ({ ctx, query }) => {
    const rows = await prizeWinnersOf(pool, query);
    const people = await describeFulfilment(services, rows);
    const fulfilled = (r: (typeof people)[number]) => r.paidAt ?? r.deliveredAt ?? r.shippedAt;
    ctx.attachment(prizeWinnersExportFileName(query.from, query.to));
    ctx.type = 'text/csv; charset=utf-8';
    // A range's winners are few (a draw has one): the rows are read at once, then written through the CSV writer.
    const csv: Readable = csvStream(
      (async function* () {
        yield* people;
      })(),
      [
        { header: 'winner_username', value: (r) => r.winner.name },
        { header: 'winner_email', value: (r) => r.winner.email },
        { header: 'winner_id', value: (r) => r.winner.id },
        { header: 'award_id', value: (r) => r.awardId },
        { header: 'prize', value: (r) => r.prizeName },
        { header: 'prize_type', value: (r) => r.prizeType },
        { header: 'value', value: (r) => r.value },
        { header: 'currency', value: (r) => r.currency },
        { header: 'won_at', value: (r) => r.wonAt },
        { header: 'claimed_at', value: (r) => r.claimedAt },
        { header: 'fulfilled_at', value: fulfilled },
        { header: 'tax_form', value: (r) => r.taxForm },
        { header: 'state', value: (r) => r.state },
      ],
    );
    return csv as unknown as string;
  });
  return router;
}
