// The routes of spec section 2, written once: the router (widgets/app/routes.ts),
// the guard (src/lib/route-guard.ts), and the build's load plan and
// prerendered snippets (scripts/route-plan.ts) are read from here, the
// profile island's children from src/lib/profile-routes.ts beside it. Plain
// data: the build bundles it for Node too (scripts/route-plan.mjs).

/**
 * Who may open a route (spec 'Route guard'): `user`, a signed-in user only
 * (a guest goes to login); `guest`, a guest only (a signed-in user goes home).
 */
export type Access = 'any' | 'guest' | 'user';

export const PROFILE_PATH = '/user-profile';

/**
 * Every route of spec section 2, in the router's order: the first match wins,
 * so specific paths come first. `path` is a wouter pattern, or a RegExp with
 * named groups where an id is digits only (`/shops/abc` and `/shops/category`
 * are unknown paths, which go to `/`); case-insensitive, as wouter's parser
 * writes its patterns. Each page is `widgets/app/pages/<name>-page.tsx`.
 */
export const routes = [
  { name: 'home', path: '/', access: 'any' },
  { name: 'shops', path: '/shops', access: 'any' },
  { name: 'category-shops', path: /^\/shops\/category\/(?<id>\d+)\/?$/i, access: 'any' },
  { name: 'shop', path: /^\/shops\/(?<id>\d+)\/?$/i, access: 'any' },
  { name: 'about', path: '/about', access: 'any' },
  { name: 'policy', path: '/policy', access: 'user' },
  { name: 'cookie', path: '/cookie', access: 'user' },
  { name: 'user-license', path: '/user-license', access: 'user' },
  { name: 'user-profile', path: `${PROFILE_PATH}/*?`, access: 'user' },
  { name: 'login', path: '/login', access: 'guest' },
  { name: 'forgot-password', path: '/forgot-password', access: 'any' },
  { name: 'reset-password', path: '/reset-password', access: 'any' },
  { name: 'register', path: '/registration/:email?', access: 'guest' },
] as const satisfies readonly { name: string; path: string | RegExp; access: Access }[];

export type Route = (typeof routes)[number];
export type RouteName = Route['name'];

/**
 * Something a first screen starts at once, besides its page's chunk: islands
 * (`widgets/<name>/<name>.tsx`) and other lazily imported modules, GETs (`:id`
 * from the route's named group), and per GET the field of its answer naming an
 * image of the first screen (see PlanEntry in src/runtime/preload.ts).
 */
export interface FirstLoad {
  auth?: 'guest' | 'user';
  /** Only when each query parameter has one of these values (null: absent). */
  query?: Record<string, (string | null)[]>;
  islands?: string[];
  modules?: string[];
  api?: string[];
  image?: Record<string, string>;
}

/** The shop tabs' tabs, chosen by `?tab=` (widgets/shop-tabs). */
export const SHOP_TABS = ['popular', 'favorite', 'categories', 'greatest'] as const;

/**
 * What the shop tabs start with, by their `?tab=`: the shops for 'Популярні'
 * and 'Найбільший кешбек' (also when there is no tab), the categories panel
 * and its list, the saved shops' panel, and a user's saved shops (the list of
 * their tab, and the stars on every other tab's cards).
 */
export const shopTabsLoads: FirstLoad[] = [
  { query: { tab: [null, 'popular', 'greatest'] }, api: ['/api/shops'] },
  { query: { tab: ['categories'] }, modules: ['widgets/shop-tabs/categories-panel.tsx'], api: ['/api/categories'] },
  { query: { tab: ['favorite'] }, modules: ['widgets/shop-tabs/favorites-panel.tsx'] },
  { query: { tab: [null, 'popular', 'greatest', 'favorite'] }, auth: 'user', api: ['/api/favorite-shops/'] },
];

/** A route's first screen, for the build: what it loads and how it is prerendered. */
export interface FirstScreen {
  loads?: FirstLoad[];
  /** It shows the shop tabs: their loads per `?tab=`, and a snippet per tab. */
  shopTabs?: true;
  /** Islands it shows only once scrolled into view: not preloaded, but merged with its chunks (scripts/merge-chunks.mjs). */
  later?: string[];
  /**
   * Its prerendered HTML (scripts/prerender-entry.tsx): the query parameters
   * the first screen reads (a snippet fits only the values it was rendered
   * with) or shows as they come (`fills`: the host writes them in); for a
   * pattern route, the one snippet that fits every path of `pattern`,
   * rendered at `at`. `false`: none.
   */
  prerender?: false | { reads?: string[]; fills?: string[]; at?: string; pattern?: string; name?: string };
  /** The build prints the JS a guest downloads here, under this name (`node build.mjs --analyze <name>`). */
  measure?: string;
}

/** Per route, what the build needs besides `routes` (no route here is read by the bundle). */
export const firstScreens: Partial<Record<RouteName, FirstScreen>> = {
  home: {
    loads: [
      { islands: ['shop-tabs'] },
      { auth: 'guest', islands: ['signup-teaser'] },
      { auth: 'user', islands: ['slider'], api: ['/api/posters/'], image: { '/api/posters/': 'image_url' } },
    ],
    shopTabs: true,
    later: ['referral-banner', 'loyalty-statuses'],
    measure: '/',
  },
  shops: { loads: [{ islands: ['shop-tabs'] }], shopTabs: true, measure: '/shops' },
  'category-shops': { loads: [{ islands: ['category'], api: ['/api/category/:id'] }], prerender: false },
  // The reviews are asked for when their section nears the screen (widgets/shop/reviews.tsx).
  // Its first screen is the same for every id (a skeleton until the shop has loaded): one
  // snippet fits every valid id of the shop island (a whole number above 0).
  shop: {
    loads: [{ islands: ['shop'], api: ['/api/shops/:id', '/api/categories'], image: { '/api/shops/:id': 'image' } }],
    prerender: { at: '/shops/1', pattern: '^/shops/0*[1-9][0-9]*$', name: 'shops.id' },
    measure: '/shops/{id}',
  },
  about: { loads: [{ islands: ['faq'], api: ['/api/questions/'] }], measure: '/about' },
  // Each screen's chunk (profileScreens) joins the first wave.
  'user-profile': { loads: [{ islands: ['profile'] }] },
  login: { measure: '/login' },
  'reset-password': { prerender: { reads: ['token', 'email'] } },
  // The teaser's form leads to /registration?email=, which the form shows.
  register: { prerender: { fills: ['email'] } },
};
