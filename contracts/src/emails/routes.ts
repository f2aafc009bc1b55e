import { z } from 'zod';
import { apiPaths } from '../api-paths';
import type { RouteContract } from '../http/route-contract';

/** The signed unsubscribe token of an optional e-mail's link and List-Unsubscribe header (it names player and switch). */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(512) });

/** Ours (issue 21): the link of every optional e-mail, and its RFC 8058 one-click POST. */
export const emailsRoutes = {
  emailsUnsubscribePage: {
    method: 'get',
    path: apiPaths.emailsUnsubscribePage,
    summary:
      "The unsubscribe link's page: names the e-mails it turns off and asks to confirm with a button (a GET changes nothing, so a mail scanner that opens links unsubscribes nobody)",
    auth: 'none',
    query: unsubscribeQuerySchema,
    response: z.string(),
    produces: 'text/html',
  },
  emailsUnsubscribe: {
    method: 'post',
    path: apiPaths.emailsUnsubscribe,
    summary:
      "RFC 8058 one-click unsubscribe (List-Unsubscribe-Post): turns the token's e-mail switch off; the signed token stands in for a session",
    auth: 'none',
    csrfExempt: true,
    query: unsubscribeQuerySchema,
    response: z.string(),
    produces: 'text/html',
  },
} as const satisfies Record<string, RouteContract>;
