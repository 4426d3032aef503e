import { routes, type RouteName } from './route-table';

export type { RouteName };

/**
 * Where the spec's guard sends this visitor instead, or null to let them in:
 * a guest on a route only users may open goes to login (a guest opens only
 * the routes the spec lists, those of `access` 'any' or 'guest' in the route
 * table); a user on one only guests may open (login, register) goes home.
 */
export function guardRedirect(route: RouteName, authenticated: boolean): string | null {
  const access = routes.find((r) => r.name === route)?.access;
  return authenticated ? (access === 'guest' ? '/' : null) : access === 'user' ? '/login' : null;
}
