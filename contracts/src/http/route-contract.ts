import { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export interface RouteContract {
  method: HttpMethod;
  /** Koa-style path (`/api/teams/:id`). */
  path: string;
  summary: string;
  auth: 'none' | 'player' | 'admin';
  query?: z.ZodType;
  params?: z.ZodType;
  /** Server-to-server webhooks authenticate by signature instead of session + CSRF. */
  csrfExempt?: boolean;
  /** Defaults to JSON; the demo provider's authorize page is HTML. */
  produces?: 'application/json' | 'text/html';
  body?: z.ZodType;
  response: z.ZodType;
  /** Status of the success answer. */
  status?: number;
}
