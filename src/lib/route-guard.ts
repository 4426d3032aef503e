/** Route names of spec section 2. */
export type RouteName =
  | 'home' | 'shops' | 'shop' | 'category-shops' | 'about' | 'policy' | 'cookie'
  | 'user-license' | 'user-profile' | 'login' | 'forgot-password' | 'reset-password' | 'register';

/** Spec 'Route guard': the only routes a guest may open. */
export const GUEST_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'home', 'shops', 'shop', 'category-shops', 'about', 'login', 'register', 'forgot-password', 'reset-password',
]);

/**
 * Where the guard sends this visitor instead, or null to let them in:
 * a guest outside GUEST_ROUTES goes to login; a user on login or register goes home.
 */
export function guardRedirect(route: RouteName, authenticated: boolean): string | null {
  if (!authenticated) return GUEST_ROUTES.has(route) ? null : '/login';
  return route === 'login' || route === 'register' ? '/' : null;
}
