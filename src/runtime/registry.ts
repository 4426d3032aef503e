import type { ComponentType } from 'react';

// eslint-disable-next-line typescript/no-explicit-any -- islands take different props (or none), parsed from each placeholder's data-props JSON; every island checks its own
export type IslandModule = { default: ComponentType<any> };

/**
 * Every island a host may place, each loaded as its own chunk only when a
 * placeholder (or the app island's route) needs it.
 */
const loaders = {
  header: () => import('../../widgets/header/header'),
  footer: () => import('../../widgets/footer/footer'),
  app: () => import('../../widgets/app/app'),
  slider: () => import('../../widgets/slider/slider'),
  'signup-teaser': () => import('../../widgets/signup-teaser/signup-teaser'),
  'shop-tabs': () => import('../../widgets/shop-tabs/shop-tabs'),
  'referral-banner': () => import('../../widgets/referral-banner/referral-banner'),
  'loyalty-statuses': () => import('../../widgets/loyalty-statuses/loyalty-statuses'),
  shop: () => import('../../widgets/shop/shop'),
  category: () => import('../../widgets/category/category'),
  faq: () => import('../../widgets/faq/faq'),
  profile: () => import('../../widgets/profile/profile'),
} satisfies Record<string, () => Promise<IslandModule>>;

export type IslandName = keyof typeof loaders;
/** Each island's own module type, for the contract test: every island accepts the props the contract promises it. */
export type IslandLoaders = typeof loaders;

export const registry: Record<IslandName, () => Promise<IslandModule>> = loaders;

export const isIslandName = (name: string): name is IslandName =>
  Object.prototype.hasOwnProperty.call(registry, name);
