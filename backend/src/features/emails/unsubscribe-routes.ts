import Router from '@koa/router';
import { apiRoutes, emailLayoutTexts, emailTexts } from '@fr/contracts';
import { findUserById, settingsOf } from '@fr/projections';
import { AppError } from '../../platform/errors';
import { contractRoute } from '../../platform/http/contract-route';
import { escapeHtml } from '../../platform/http/escape-html';
import type { AppServices } from '../../services';
import { handlePlayerCommand } from '../player';
import type { profileSlice } from '../profile';
import { readUnsubscribeToken, type UnsubscribeClaim } from './unsubscribe-token';

const t = emailTexts.unsubscribePage;

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="referrer" content="no-referrer"><title>${escapeHtml(t.title)} · ${escapeHtml(emailLayoutTexts.productName)}</title></head>` +
  `<body style="font-family:Helvetica,Arial,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#1f2933">` +
  `<h1 style="color:#1b5e20;font-size:20px">${escapeHtml(emailLayoutTexts.productName)}</h1>${body}</body></html>`;

/** The one-click unsubscribe of optional e-mails (RFC 8058): the signed token names the player and the switch. */
export function unsubscribeRoutes(services: AppServices): Router {
  const router = new Router();

  const claimOf = async (token: string): Promise<UnsubscribeClaim> => {
    const claim = readUnsubscribeToken(services.config.sessionSecret, token);
    if (!claim || !(await findUserById(services.pool, claim.userId))) throw new AppError('invalid_token', t.invalid);
    return claim;
  };

  contractRoute(router, apiRoutes.emailsUnsubscribePage, async ({ query, ctx }) => {
    const { preference } = await claimOf(query.token);
    ctx.set('Referrer-Policy', 'no-referrer');
    return page(
      `<p>${escapeHtml(t.confirm(t.preference[preference]))}</p>` +
        `<form method="post" action="${escapeHtml(`${apiRoutes.emailsUnsubscribe.path}?token=${encodeURIComponent(query.token)}`)}">` +
        `<button type="submit" style="background:#1b5e20;color:#fff;border:0;border-radius:6px;padding:12px 20px;font-weight:700">` +
        `${escapeHtml(t.button)}</button></form>`,
    );
  });

  contractRoute(router, apiRoutes.emailsUnsubscribe, async ({ query, ctx }) => {
    const { userId, preference } = await claimOf(query.token);
    // Settings as the read models show every write so far: the command saves them with this one switch off.
    await services.waitForAllCommitted();
    const settings = await settingsOf(services.pool, userId);
    if (settings.emailPreferences[preference]) {
      await handlePlayerCommand<typeof profileSlice>(services, userId, {
        type: 'UpdateSettings',
        ...settings,
        emailPreferences: { ...settings.emailPreferences, [preference]: false },
      });
    }
    ctx.set('Referrer-Policy', 'no-referrer');
    return page(`<p>${escapeHtml(t.done(t.preference[preference]))}</p>`);
  });

  return router;
}
