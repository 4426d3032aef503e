// Renders, in Node, the HTML each island shows before any data arrives, and
// writes it to <outdir>/prerender/ with index.json. Bundled and run by
// scripts/prerender.mjs: `node entry.mjs <outdir> <version>`.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// scripts/prerender.mjs aliases this import to render-react.ts for the React build.
import { renderIsland } from './render-preact';
import { setUpDom } from './prerender-dom';
import { registry, type IslandName } from '../src/runtime/registry';
import { IslandRoot } from '../src/runtime/island-root';
import { snippetMarker, type SnippetInfo } from '../src/runtime/snippet';
import { chunksFor, plannedEntries, type LoadPlan } from '../src/runtime/preload';
import { appTargets, routePattern } from './route-plan';
import { routes } from '../src/lib/route-table';
import { shopById } from '../src/stores/shop';
import type { Shop, User } from '../src/api/types';
import { $user } from '../src/stores/user';
import { cutTemplate, escapesOf, fillTemplate, type Filling, type ScreenSpec } from './prerender-screens';
import { headerFilling, headerScreen, probeShop, probeUser, shopFilling, shopScreen } from './screens';
import { probeProfile, profileFilling, profileScreen, profileScreenPaths, profileTexts, tierBounds } from './profile-screens';
import { cutPosterTemplate, posterFilling, posterTexts, probePosters } from './poster-screens';
import { $posters, $postersKnown } from '../src/stores/posters';
import type { Poster } from '../src/api/types';
import { LOYALTY_TIERS } from '../src/lib/loyalty';
import { PROFILE_PATH } from '../src/lib/route-table';
// @ts-expect-error plain JavaScript module without types (the demo host's lookup)
import { fillToken } from './prerender-index.mjs';

type Auth = 'guest' | 'user';
interface Target {
  island: IslandName;
  auth: Auth;
  path?: string;
  query?: Record<string, string>;
  reads?: string[];
  /** Instead of `path`: the paths it fits (a regular expression), rendered at `path` as one of them. */
  pattern?: string;
  /** Query parameters the host writes into the HTML (rendered as `fillToken(name)`): any value fits. */
  fills?: string[];
  name?: string;
}

const AUTHS: Auth[] = ['guest', 'user'];

function targets(): Target[] {
  const list: Target[] = [];
  for (const auth of AUTHS) {
    list.push({ island: 'header', auth }, { island: 'footer', auth }, { island: 'signup-teaser', auth }, { island: 'referral-banner', auth });
  }
  // A signed-in user's statuses mark their own tier, which needs their data.
  list.push({ island: 'loyalty-statuses', auth: 'guest' });
  // The app island's, from the route table (scripts/route-plan.ts).
  for (const target of appTargets()) list.push({ island: 'app', ...target });
  return list;
}

/**
 * The chunks a page with this app snippet starts with (relative to
 * cashback.js): every chunk cashback.js would start there for the header and
 * the app island (src/runtime/preload.ts). The snippet's marker carries them,
 * so the inline loader asks for them beside cashback.js once the page has
 * painted, one round trip instead of two; where the first screen waits for
 * data anyway (a signed-in page, a shop's), the index's entry lists them for
 * the head to preload with the stylesheet (decision 0002).
 */
function waveOf(plan: LoadPlan, { auth, path: at = '/', query = {} }: Target): string[] {
  const placeholder = (name: string) => ({ getAttribute: (attribute: string) => (attribute === 'data-cashback' ? name : null) });
  const page = { querySelectorAll: () => [placeholder('header'), placeholder('app')] } as unknown as ParentNode;
  const chosen = plannedEntries(plan, page, at, auth === 'user', new URLSearchParams(query).toString());
  return chunksFor(plan, chosen).map((index) => `chunks/${plan.files[index]}.js`);
}

/** The load plan build.mjs wrote into cashback.js. */
function readPlan(outdir: string): LoadPlan {
  const plan = /var __CASHBACK_PLAN__=(\{.*?\});\n/.exec(readFileSync(path.join(outdir, 'cashback.js'), 'utf8'))?.[1];
  if (!plan) throw new Error(`${outdir}/cashback.js carries no load plan`);
  return JSON.parse(plan) as LoadPlan;
}

const unmarked = (html: string) => html.replace(/<!--\/?\$s-->/g, '');

const fileName = (t: Target) =>
  [t.island, t.name ?? (t.path && t.path !== '/' ? t.path.slice(1).replace(/\//g, '.') : t.path ? 'home' : ''),
    ...Object.entries(t.query ?? {}).map(([k, v]) => `${k}-${v}`), t.auth].filter(Boolean).join('.') + '.html';

async function main() {
  const [outdir, version] = process.argv.slice(2);
  if (!outdir || !version) throw new Error('usage: node entry.mjs <outdir> <version>');
  setUpDom();
  const plan = readPlan(outdir);
  const dir = path.join(outdir, 'prerender');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const index: { version: string; snippets: object[]; screens?: object[] } = { version, snippets: [] };
  /** The app's shop page snippet's marker, per auth state: its screen with data starts with the same. */
  const shopPage = new Map<Auth, SnippetInfo>();
  /** The signed-in header snippet's marker: its screen with the user starts with the same. */
  let signedIn: SnippetInfo | undefined;
  /** The signed-in profile screens' snippet markers, by path: their screens with the user start with the same. */
  const profilePages = new Map<string, SnippetInfo>();
  /** The signed-in home's snippets (one per query it reads): their screens with the posters start with the same marker. */
  const homePages: { info: SnippetInfo; file: string; search: string }[] = [];
  const signedInRenders: { entry: object; html: string; search: string; render: () => Promise<string> }[] = [];
  // Guests first: a signed-in render starts loading the user, which a guest render must not see.
  for (const target of targets()) {
    const { island, auth, path: at = '/', query = {} } = target;
    const holes = Object.fromEntries((target.fills ?? []).map((name) => [name, fillToken(name)]));
    const search = new URLSearchParams({ ...query, ...holes }).toString();
    history.replaceState(null, '', at + (search ? `?${search}` : ''));
    localStorage.clear();
    window.isAuthenticated = auth === 'user';
    const prefix = `cbp-${island}-`;
    const { default: Island } = await registry[island]();
    const render = () => renderIsland(
      <IslandRoot name={island} prefix={prefix} label={`<div data-cashback="${island}">`}>
        <Island />
      </IslandRoot>,
    );
    const html = await render();
    const wave = island === 'app' ? waveOf(plan, target) : undefined;
    const info: SnippetInfo = {
      v: version, island, auth, prefix,
      ...(target.pattern ? { pattern: target.pattern } : target.path ? { path: target.path, query, reads: target.reads ?? [] } : {}),
      ...(wave ? { wave } : {}),
    };
    const file = fileName(target);
    if (island === 'app' && target.name === 'shops.id') shopPage.set(auth, info);
    if (island === 'header' && auth === 'user') signedIn = info;
    if (island === 'app' && auth === 'user' && target.path) profilePages.set(target.path, info);
    if (island === 'app' && auth === 'user' && target.path === '/') homePages.push({ info, file, search: at + (search ? `?${search}` : '') });
    const snippet = snippetMarker(info) + html;
    writeFileSync(path.join(dir, file), snippet);
    const { v: _v, prefix: _p, wave: _w, ...key } = info;
    for (const name of target.fills ?? []) {
      if (!snippet.includes(fillToken(name))) throw new Error(`${file}: the ${name} parameter is not shown, nothing to fill`);
    }
    const entry = {
      ...key, ...(target.fills ? { fills: target.fills } : {}), ...(wave && (auth === 'user' || target.pattern) ? { preload: ['cashback.js', ...wave] } : {}),
      file, bytes: Buffer.byteLength(snippet),
    };
    index.snippets.push(entry);
    if (auth === 'user') signedInRenders.push({ entry, html, search: at + (search ? `?${search}` : ''), render });
  }
  // Which signed-in snippets show the user (rendered again with one, they differ): a page that
  // hands the header its user must not let a snippet rendered without one hydrate with it.
  // Apart from the renders above: loading a part with the user would change later snippets' markers.
  for (const { entry, html, search, render } of signedInRenders) {
    history.replaceState(null, '', search);
    localStorage.clear();
    window.isAuthenticated = true;
    $user.set(headerScreen(1).base);
    // Without the marks of parts that suspended (loaded now, they do not suspend again).
    if (unmarked(await render()) !== unmarked(html)) Object.assign(entry, { user: true });
    $user.set(null);
  }
  if (!signedIn) throw new Error('no signed-in header snippet');
  index.screens = [...await writeScreens(dir, shopPage), await writeHeaderScreen(dir, signedIn), ...await writeProfileScreens(dir, profilePages),
    ...await writeHomeScreens(dir, homePages)];
  writeFileSync(path.join(dir, 'index.json'), JSON.stringify(index, null, 1) + '\n');
}

/** How the renderer writes values, learnt from it: how it escapes text and attribute values, whether it writes an empty attribute bare (` alt`). */
interface Renderer { escape: Record<string, string>; bare: boolean }
const rendererOf = async (): Promise<Renderer> => ({
  escape: await escapesOf(async (char) => {
    const html = await renderIsland(<span title={char}>{char}</span>);
    const [, attribute = '', text = ''] = /^<span title="(.*)">(.*)<\/span>$/s.exec(html) ?? [];
    return { attribute, text };
  }),
  bare: (await renderIsland(<img alt="" />)).startsWith('<img alt>') || (await renderIsland(<img alt="" />)).startsWith('<img alt/>'),
});

/** `parts` filled with `values` as the renderer writes them: each hole's text escaped its way. */
function fillAsRendered(parts: Parameters<typeof fillTemplate>[0], values: Filling, { escape, bare }: Renderer): string {
  const escaped = (text: string) => text.replace(/[&<>"']/g, (char) => escape[char] ?? char);
  const each = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, escaped(v)]));
  return fillTemplate(parts, { holes: each(values.holes), shown: values.shown, items: values.items.map(each) }, bare);
}

/**
 * Cuts a screen's template and checks it: the same data at another id
 * renders the same (the template fits every id), and the probe's data fills
 * it to exactly what the island renders.
 */
async function screen<D>(label: string, spec: (id: number) => ScreenSpec<D>, probe: (id: number) => D, filling: (data: D) => Filling, render: (id: number, data: D) => Promise<string>, renderer: Renderer) {
  const parts = await cutTemplate(spec(1), (data) => render(1, data));
  const [one, two] = [await render(1, spec(1).base), await render(2, spec(2).base)];
  if (one !== two) throw new Error(`${label}: the screen shows its id; a template cannot fit every id`);
  if (fillAsRendered(parts, filling(probe(2)), renderer) !== await render(2, probe(2))) throw new Error(`${label}: the template filled with the probe's data is not what the island renders`);
  return parts;
}

/**
 * Writes a screen's template as `file` in `dir`; returns `file`. A style
 * attribute fails the build: a nonce-based CSP refuses it in the HTML a host
 * writes, and every screen must paint under one.
 */
function writeScreen(dir: string, file: string, written: object, parts: unknown[]): string {
  if (JSON.stringify(parts).includes(' style=\\"')) throw new Error(`${file}: a style attribute, which a nonce-based CSP refuses`);
  writeFileSync(path.join(dir, file), JSON.stringify({ ...written, parts }));
  return file;
}

/**
 * The screens a host may render with its data (laravel/src/Screens/): the
 * app's shop page per auth state, with the same marker as its snippet, and
 * the standalone shop island's (its id from the props). Each
 * a file of its own, `{ escape, bare, parts }`; the index's `screens` says where
 * each fits and which GET its data answers.
 */
async function writeScreens(dir: string, shopPage: Map<Auth, SnippetInfo>) {
  const written = await rendererOf();
  const entries = [];
  const shopRoute = routes.find((route) => route.name === 'shop')!;
  const { default: App } = await registry.app();
  for (const [auth, info] of shopPage) {
    window.isAuthenticated = auth === 'user';
    localStorage.clear();
    const render = async (id: number, shop: Shop) => {
      history.replaceState(null, '', `/shops/${id}`);
      shopById(id).setData(() => shop);
      return snippetMarker(info) + await renderIsland(
        <IslandRoot name="app" prefix={info.prefix} label='<div data-cashback="app">'><App /></IslandRoot>,
      );
    };
    const parts = await screen(`app.shops.id.${auth}`, shopScreen, probeShop, shopFilling, render, written);
    const file = writeScreen(dir, `app.shops.id.${auth}.shop.json`, written, parts);
    entries.push({ island: 'app', auth, pattern: info.pattern, route: routePattern(shopRoute.path), data: 'shop', get: '/api/shops/:id', file });
  }
  // The standalone shop island (props `{ id }`): no marker, as an island with props is rendered afresh
  // (the runtime hydrates no snippet with data-props); the host's HTML stands until then.
  const { default: ShopIsland } = await registry.shop();
  for (const auth of shopPage.keys()) {
    window.isAuthenticated = auth === 'user';
    localStorage.clear();
    const render = async (id: number, shop: Shop) => {
      shopById(id).setData(() => shop);
      return renderIsland(<IslandRoot name="shop" prefix="cbp-shop-" label='<div data-cashback="shop">'><ShopIsland id={id} /></IslandRoot>);
    };
    const parts = await screen(`shop.${auth}`, shopScreen, probeShop, shopFilling, render, written);
    const file = writeScreen(dir, `shop.${auth}.shop.json`, written, parts);
    entries.push({ island: 'shop', auth, data: 'shop', get: '/api/shops/:id', file });
  }
  return entries;
}

/**
 * The signed-in header with its user (the answer to GET /api/user), on
 * every route: the same marker as the header's snippet, so the runtime
 * hydrates it as one (the primer puts the user where the store reads it).
 */
async function writeHeaderScreen(dir: string, info: SnippetInfo) {
  const written = await rendererOf();
  window.isAuthenticated = true;
  const { default: Header } = await registry.header();
  const render = async (_id: number, user: User) => {
    localStorage.clear();
    $user.set(user);
    return snippetMarker(info) + await renderIsland(
      <IslandRoot name="header" prefix={info.prefix} label='<div data-cashback="header">'><Header /></IslandRoot>, { cold: true },
    );
  };
  const parts = await screen('header.user', headerScreen, probeUser, headerFilling, render, written);
  const file = writeScreen(dir, 'header.user.user.json', written, parts);
  return { island: 'header', auth: 'user', data: 'user', get: '/api/user', file };
}

/**
 * The profile screens with their user (scripts/profile-screens.ts), one
 * template per loyalty tier (and, on settings, per gender): the same marker
 * as the screen's snippet, the header's user answering GET /api/user. The
 * entry's `variants` say from which total each tier's template applies, where
 * the next tier starts, and for which gender.
 */
async function writeProfileScreens(dir: string, pages: Map<string, SnippetInfo>) {
  const written = await rendererOf();
  const { default: App } = await registry.app();
  const entries = [];
  for (const { child, shows, genders } of profileScreenPaths) {
    const at = `${PROFILE_PATH}/${child}`;
    const info = pages.get(at);
    if (!info) throw new Error(`no signed-in snippet for ${at}`);
    window.isAuthenticated = true;
    const render = async (_id: number, user: User) => {
      history.replaceState(null, '', at);
      localStorage.clear();
      $user.set(user);
      return snippetMarker(info) + await renderIsland(
        <IslandRoot name="app" prefix={info.prefix} label='<div data-cashback="app">'><App /></IslandRoot>, { cold: true },
      );
    };
    const variants = [];
    for (const gender of genders) {
      for (const [i, bounds] of tierBounds().entries()) {
        const label = `app.user-profile.${child.replace('/', '.')}.${LOYALTY_TIERS[i]!.status}${genders.length > 1 ? `.${gender || 'none'}` : ''}`;
        const parts = await screen(label, profileScreen(i, shows, gender), probeProfile(i, shows, gender), profileFilling, render, written);
        const file = writeScreen(dir, `${label}.user.user.json`, { ...written, texts: profileTexts }, parts);
        variants.push({ ...bounds, ...(genders.length > 1 ? { gender } : {}), file });
      }
    }
    $user.set(null);
    entries.push({ island: 'app', auth: 'user', path: at, data: 'user', get: '/api/user', screen: 'profile', file: variants[0]!.file, variants });
  }
  return entries;
}

/**
 * The signed-in home with its posters (the answer to GET /api/posters/,
 * scripts/poster-screens.ts), one per home snippet (the queries it reads,
 * `?tab=`): the same marker, the entry's `snippet` the one it applies with.
 * Checked against the island for no posters up to six, and for the probes.
 */
async function writeHomeScreens(dir: string, pages: { info: SnippetInfo; file: string; search: string }[]) {
  const written = await rendererOf();
  const { default: App } = await registry.app();
  const entries = [];
  for (const { info, file, search } of pages) {
    window.isAuthenticated = true;
    const render = async (posters: Poster[]) => {
      history.replaceState(null, '', search);
      localStorage.clear();
      $posters.set(posters);
      $postersKnown.set(false);
      return snippetMarker(info) + await renderIsland(
        <IslandRoot name="app" prefix={info.prefix} label='<div data-cashback="app">'><App /></IslandRoot>, { cold: true },
      );
    };
    const parts = await cutPosterTemplate(render);
    const label = file.replace(/\.html$/, '');
    for (let count = 0; count <= 6; count++) {
      for (const posters of [probePosters(count), Array.from({ length: count }, (_, i) => ({ id: i, image_url: `/p/${i}.png`, title: `${i}` }))]) {
        if (fillAsRendered(parts, posterFilling(posters), written) !== await render(posters)) throw new Error(`${label}: the template filled with ${count} posters is not what the island renders`);
      }
    }
    $posters.set([]);
    localStorage.clear();
    const screenFile = writeScreen(dir, `${label}.posters.json`, { ...written, texts: posterTexts() }, parts);
    entries.push({ island: 'app', auth: 'user', path: '/', snippet: file, data: 'posters', get: '/api/posters/', file: screenFile });
  }
  return entries;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
