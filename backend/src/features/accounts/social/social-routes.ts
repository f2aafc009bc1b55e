import { randomBytes } from 'node:crypto';
import Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { generateCodeVerifier, generateState } from 'arctic';
import {
  SOCIAL_ERROR_INITIATE_FAILED,
  SOCIAL_ERROR_NOT_CONFIGURED,
  SOCIAL_LINK_TTL_MS,
  SOCIAL_SIGN_IN_TTL_MS,
  apiRoutes,
  clientRoutes,
  socialProviderSchema,
  socialProviders,
  texts,
  type SocialProvider,
} from '@fr/contracts';
import { AppError } from '../../../platform/errors';
import { clientBucket } from '../../../platform/http/client-address';
import { contractRoute } from '../../../platform/http/contract-route';
import { escapeHtml } from '../../../platform/http/escape-html';
import { startPlayerSession } from '../../../platform/http/session';
import type { AppServices } from '../../../services';
import type { AccountLimiters } from '../account-limiters';
import { rememberSignIn, takeSignIn } from './pending-sign-ins';
import { linkWithPassword, socialSignIn } from './social-account';
import { SocialRefusedError, SocialUnavailableError, type SocialClient } from './social-client';
import type { SocialClients } from './social-clients';

/** Binds a pending sign-in to the browser that started it; only its hash is stored. */
const BROWSER_COOKIE = 'social_browser';
const BROWSER_COOKIE_PATH = '/api/auth/social';
const wellFormedBrowser = /^[A-Za-z0-9_-]{43}$/;

/** Social sign-in in the popup: the providers list, the start (a redirect to the provider), the finish and the link. */
export function socialRoutes(services: AppServices, limiters: AccountLimiters, clients: SocialClients): Router {
  const router = new Router();
  const { config, pool } = services;
  // As app.ts decides for the session cookie.
  const secure = config.env === 'production' && config.publicUrl.startsWith('https://');
  const callbackWith = (error: string) => `${config.publicUrl}${clientRoutes.authCallback}?error=${error}`;

  async function start(ctx: ParameterizedContext, provider: SocialProvider, client: SocialClient): Promise<string> {
    const state = generateState();
    const codeVerifier = generateCodeVerifier();
    let url: URL;
    try {
      url = await client.authorizationUrl(state, codeVerifier);
    } catch (error) {
      if (!(error instanceof SocialUnavailableError)) throw error;
      services.log.warn({ provider, reason: error.message }, 'social sign-in could not start');
      return callbackWith(SOCIAL_ERROR_INITIATE_FAILED);
    }
    const existing = ctx.cookies.get(BROWSER_COOKIE);
    // One value per browser, so two popups started one after the other both still count.
    const browser = existing && wellFormedBrowser.test(existing) ? existing : randomBytes(32).toString('base64url');
    await rememberSignIn(pool, { state, browser, provider, codeVerifier });
    ctx.cookies.set(BROWSER_COOKIE, browser, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: BROWSER_COOKIE_PATH,
      maxAge: SOCIAL_SIGN_IN_TTL_MS,
      overwrite: true,
    });
    return url.href;
  }

  contractRoute(router, apiRoutes.authSocialProviders, async () => ({
    providers: socialProviders.map((provider) => ({ provider, configured: clients[provider] !== null })),
  }));

  contractRoute(router, apiRoutes.authSocialInitiate, async ({ ctx, params }) => {
    // The browser says who started this navigation: our page (same-origin) or the address bar (none). A popup another
    // site opened would start a sign-in nobody asked for here.
    const site = ctx.get('sec-fetch-site');
    if (site && site !== 'same-origin' && site !== 'none') throw new AppError('forbidden', texts.server.socialCrossSite);
    const client = clients[params.provider];
    // Each start stores a row: counted with the sign-in attempts of the address.
    if (client) await limiters.signInPerIp.consume(clientBucket(ctx.ip));
    const target = client ? await start(ctx, params.provider, client) : callbackWith(SOCIAL_ERROR_NOT_CONFIGURED);
    ctx.set('Location', target);
    // An opener policy on this redirect would cut the popup off from the page that opened it (see app.ts).
    ctx.remove('Cross-Origin-Opener-Policy');
    return `<!doctype html><title>${escapeHtml(texts.pages.authCallback)}</title><a href="${escapeHtml(target)}">${escapeHtml(target)}</a>`;
  });

  contractRoute(router, apiRoutes.authSocialSignIn, async ({ ctx, body }) => {
    const browser = ctx.cookies.get(BROWSER_COOKIE);
    const pending = browser && wellFormedBrowser.test(browser) ? await takeSignIn(pool, body.state, browser) : null;
    const client = pending && clients[pending.provider];
    if (!pending || !client) throw new AppError('invalid_token', texts.server.socialStateInvalid);
    const name = texts.authModal.providers[pending.provider];
    const identity = await client.identify(body.code, pending.codeVerifier).catch((error: unknown) => {
      if (error instanceof SocialRefusedError) throw new AppError('invalid_token', texts.server.socialCodeRejected(name));
      if (error instanceof SocialUnavailableError) throw new AppError('bad_gateway', texts.server.socialProviderUnavailable(name));
      throw error;
    });
    const result = await socialSignIn(services, limiters, clientBucket(ctx.ip), pending.provider, identity);
    const session = ctx.session!;
    if (result.kind === 'link_required') {
      const { provider, email } = result.link;
      session.socialLink = { ...result.link, expiresAt: services.now().getTime() + SOCIAL_LINK_TTL_MS };
      return { outcome: 'link_required' as const, provider, email, message: texts.server.socialLinkRequired(name, email) };
    }
    session.socialLink = undefined;
    await startPlayerSession(ctx, result.user.userId, services.now());
    const message = result.kind === 'signed_up' ? texts.auth.accountCreatedMessage : texts.auth.welcomeBack;
    return { outcome: result.kind, message, user: result.user };
  });

  contractRoute(router, apiRoutes.authSocialLink, async ({ ctx, body }) => {
    const session = ctx.session!;
    const pending = session.socialLink;
    if (!pending || pending.expiresAt <= services.now().getTime()) throw new AppError('invalid_token', texts.server.socialLinkExpired);
    const link = { ...pending, provider: socialProviderSchema.parse(pending.provider) };
    const user = await linkWithPassword(services, limiters, link, body.password, clientBucket(ctx.ip));
    session.socialLink = undefined;
    await startPlayerSession(ctx, user.userId, services.now());
    return { message: texts.auth.welcomeBack, user };
  });

  return router;
}
