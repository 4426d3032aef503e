import type { ComponentType } from 'react';
import type { RouteName } from '../../src/lib/route-guard';
import { lazyComponent } from '../../src/runtime/lazy-component';
import { LoadFailed } from '../../src/ui/status-message';

/** A page receives its route's parameters (`/shops/:id` gives `{ id }`). */
export type PageProps = Record<string, string | undefined>;

const page = (load: () => Promise<{ default: ComponentType<PageProps> }>) =>
  lazyComponent(load, { fallback: LoadFailed, what: 'a page' });

export interface AppRoute {
  name: RouteName;
  /**
   * wouter pattern; the first match wins, so specific paths come first. An
   * id is digits only (a RegExp with a named group): `/shops/abc` and
   * `/shops/category` are unknown paths, which go to `/`.
   */
  path: string | RegExp;
  Page: ComponentType<PageProps>;
}

/** Every route of spec section 2, each page in its own chunk. */
export const routes: AppRoute[] = [
  { name: 'home', path: '/', Page: page(() => import('./pages/home-page')) },
  { name: 'shops', path: '/shops', Page: page(() => import('./pages/shops-page')) },
  { name: 'category-shops', path: /^\/shops\/category\/(?<id>\d+)\/?$/i, Page: page(() => import('./pages/category-page')) },
  { name: 'shop', path: /^\/shops\/(?<id>\d+)\/?$/i, Page: page(() => import('./pages/shop-page')) },
  { name: 'about', path: '/about', Page: page(() => import('./pages/about-page')) },
  { name: 'policy', path: '/policy', Page: page(() => import('./pages/policy-page')) },
  { name: 'cookie', path: '/cookie', Page: page(() => import('./pages/cookie-page')) },
  { name: 'user-license', path: '/user-license', Page: page(() => import('./pages/user-license-page')) },
  { name: 'user-profile', path: '/user-profile/*?', Page: page(() => import('./pages/profile-page')) },
  { name: 'login', path: '/login', Page: page(() => import('./pages/login-page')) },
  { name: 'forgot-password', path: '/forgot-password', Page: page(() => import('./pages/forgot-password-page')) },
  { name: 'reset-password', path: '/reset-password', Page: page(() => import('./pages/reset-password-page')) },
  { name: 'register', path: '/registration/:email?', Page: page(() => import('./pages/registration-page')) },
];
