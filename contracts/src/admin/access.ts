import type { AdminRole } from './constants';

/** Whether an admin role may call a route: its `adminRoles`, or every admin role when the route names none. */
export function roleMayCall(route: { readonly adminRoles?: readonly AdminRole[] }, role: AdminRole): boolean {
  return !route.adminRoles || route.adminRoles.includes(role);
}
