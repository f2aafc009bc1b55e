import { z } from 'zod';
import type { AdminRole } from '../admin/constants';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export interface RouteContract {
  method: HttpMethod;
  /** Koa-style path (`/api/teams/:id`). */
  path: string;
  summary: string;
  auth: 'none' | 'player' | 'admin';
  /**
   * With `auth: 'admin'`: the admin roles that may call the route (403 for the others). Absent, every admin role may.
   * A player session never opens an admin route, whatever this says.
   */
  adminRoles?: readonly AdminRole[];
  query?: z.ZodType;
  params?: z.ZodType;
  /** Server-to-server webhooks authenticate by signature instead of session + CSRF. */
  csrfExempt?: boolean;
  /** Defaults to JSON; the demo provider's authorize page is HTML, the admin exports are streamed CSV, a player's data export a zip. */
  produces?: 'application/json' | 'text/html' | 'text/csv' | 'application/zip';
  body?: z.ZodType;
  response: z.ZodType;
  /** Status of the success answer. */
  status?: number;
}
