import type { ComponentType } from 'react';
import { routes as table, type RouteName } from '../../src/lib/route-table';
import { lazyComponent } from '../../src/runtime/lazy-component';
import { LoadFailed } from '../../src/ui/status-message';

/** A page receives its route's parameters (`/shops/:id` gives `{ id }`). */
export type PageProps = Record<string, string | undefined>;

const page = (load: () => Promise<{ default: ComponentType<PageProps> }>) =>
  lazyComponent(load, { fallback: LoadFailed, what: 'a page' });

/** Each route's page (`pages/<route>-page.tsx`, as the build expects), in its own chunk. */
const pages: Record<RouteName, ComponentType<PageProps>> = {
  home: page(() => import('./pages/home-page')),
  shops: page(() => import('./pages/shops-page')),
  'category-shops': page(() => import('./pages/category-shops-page')),
  shop: page(() => import('./pages/shop-page')),
  about: page(() => import('./pages/about-page')),
  policy: page(() => import('./pages/policy-page')),
  cookie: page(() => import('./pages/cookie-page')),
  'user-license': page(() => import('./pages/user-license-page')),
  'user-profile': page(() => import('./pages/user-profile-page')),
  login: page(() => import('./pages/login-page')),
  'forgot-password': page(() => import('./pages/forgot-password-page')),
  'reset-password': page(() => import('./pages/reset-password-page')),
  register: page(() => import('./pages/register-page')),
};

/** Every route of the route table, in its order (the first match wins), with its page. */
export const routes = table.map((route) => ({ ...route, Page: pages[route.name] }));
