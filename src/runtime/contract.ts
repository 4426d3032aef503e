// The host contract as types: the one place they are written. The runtime
// uses them, test/runtime/contract.test.ts checks every island accepts its
// props, and the build copies this file to `dist/cashback.d.ts` (so it holds
// types only, and imports only the profile's screens from the route table, which the copy spells out).
import type { ProfileTab } from '../lib/profile-routes';

/** Props a host may give each island in `data-props` (JSON). */
export interface IslandProps {
  header: Record<string, never>;
  footer: Record<string, never>;
  /** The routed page area: every route of the specification. */
  app: Record<string, never>;
  slider: Record<string, never>;
  'signup-teaser': Record<string, never>;
  'shop-tabs': {
    /** The tab shown when the URL has no `tab` parameter; 'popular' by default. */
    tab?: 'popular' | 'favorite' | 'categories' | 'greatest';
    /** Show at most this many shops; all when absent. */
    limit?: number;
  };
  'referral-banner': Record<string, never>;
  'loyalty-statuses': Record<string, never>;
  /** One shop's page. */
  shop: { id: number };
  /** One category's shops. */
  category: { id: number };
  faq: {
    /** The heading above the questions; an empty string leaves it out. */
    title?: string;
  };
  profile: {
    /** The screen to show outside /user-profile; under /user-profile the location decides. */
    screen?: ProfileTab;
  };
}

/** Every island name a placeholder's `data-cashback` may hold. */
export type CashbackIslandName = keyof IslandProps;

/**
 * The host-facing API, on `window.CashbackWidgets`.
 *
 * @example
 * // after inserting `<div data-cashback="faq"></div>` by hand:
 * window.CashbackWidgets.mount(container);
 */
export interface CashbackWidgets {
  /** Mounts every not-yet-mounted placeholder inside `root` (default: the document). */
  mount(root?: ParentNode): void;
  /** Unmounts the island in `element`; returns false when none was mounted there. */
  unmount(element: Element): boolean;
  /** The bundle's version. */
  version: string;
}

/** `window.cashbackConfig`, set by the host before the bundle loads. */
export interface CashbackConfig {
  /** Where the API lives; default: the page's origin. */
  apiBaseUrl?: string;
}

/** Dispatched (bubbling) on a placeholder once its island has mounted. */
export type CashbackMountedEvent = CustomEvent<{ name: string }>;
/** Dispatched (bubbling) on a placeholder whose island failed: unknown name, bad `data-props`, a throw. */
export type CashbackErrorEvent = CustomEvent<{ error: unknown }>;

declare global {
  interface Window {
    CashbackWidgets?: CashbackWidgets;
    /** Set by the host page: true for a signed-in user; missing or false means guest. */
    isAuthenticated?: boolean;
    /** Optional host configuration. */
    cashbackConfig?: CashbackConfig;
  }
  interface HTMLElementEventMap {
    'cashback:mounted': CashbackMountedEvent;
    'cashback:error': CashbackErrorEvent;
  }
  interface DocumentEventMap {
    'cashback:mounted': CashbackMountedEvent;
    'cashback:error': CashbackErrorEvent;
  }
}
