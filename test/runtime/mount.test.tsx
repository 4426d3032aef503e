import { resetDom, tick, until } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { describePlaceholder, hydrateOrRender, mountAll, mountElement, parseProps, start, sweep, unmountElement, type PageFacts } from '../../src/runtime/mount';
import { IslandRoot } from '../../src/runtime/island-root';
import { snippetMarker, type SnippetInfo } from '../../src/runtime/snippet';
import SignupTeaser from '../../widgets/signup-teaser/signup-teaser';
import { renderer } from '../setup/render';

// A string renderer for the renderer under test, as the build's prerender has one for each (scripts/prerender.mjs).
const { renderToString } = renderer === 'react' ? await import('react-dom/server') : await import('preact-render-to-string');

const el = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild!;
};

const props = suite('parseProps');

props('reads a JSON object', () => {
  assert.equal(parseProps(el(`<div data-cashback="shop" data-props='{"id":3}'></div>`), 'x'), { id: 3 });
});

props('missing or blank props are an empty object', () => {
  assert.equal(parseProps(el('<div data-cashback="faq"></div>'), 'x'), {});
  assert.equal(parseProps(el('<div data-cashback="faq" data-props=" "></div>'), 'x'), {});
});

props('bad JSON names the placeholder', () => {
  const node = el(`<div data-cashback="shop" data-props='{id:3'></div>`);
  assert.throws(() => parseProps(node, describePlaceholder(node)), /<div data-cashback="shop">: data-props is not valid JSON/);
});

props('a JSON array is refused', () => {
  assert.throws(() => parseProps(el(`<div data-cashback="shop" data-props='[1]'></div>`), 'p'), /must be a JSON object/);
});

props.run();

const decide = suite('hydrateOrRender');

const snippet: SnippetInfo = { v: '1.0.0', island: 'app', auth: 'guest', prefix: 'cbp-app-', path: '/login' };
const page = (facts: Partial<PageFacts> = {}): PageFacts => ({
  version: '1.0.0', island: 'app', authenticated: false, url: new URL('https://shop.ua/login'), props: false, taken: () => false, ...facts,
});

decide('a snippet that describes the page is hydrated', () => {
  assert.equal(hydrateOrRender(snippet, page()), { hydrate: true });
  assert.equal(hydrateOrRender(snippet, page({ url: new URL('https://shop.ua/login/?utm=x') })), { hydrate: true });
});

decide('no snippet: rendered afresh, with nothing to warn about', () => {
  assert.equal(hydrateOrRender(undefined, page()), { hydrate: false });
});

decide('another build, island, auth state or route: rendered afresh, saying why', () => {
  assert.equal(hydrateOrRender(snippet, page({ version: '1.0.1' })), { hydrate: false, why: 'version 1.0.0' });
  assert.equal(hydrateOrRender(snippet, page({ island: 'header' })), { hydrate: false, why: 'island app' });
  assert.equal(hydrateOrRender(snippet, page({ authenticated: true })), { hydrate: false, why: 'auth guest' });
  assert.equal(hydrateOrRender(snippet, page({ url: new URL('https://shop.ua/about') })), { hydrate: false, why: 'path /login' });
});

decide('data-props the build did not have, or ids another island uses: rendered afresh', () => {
  assert.equal(hydrateOrRender(snippet, page({ props: true })), { hydrate: false, why: 'data-props' });
  const asked: string[] = [];
  const taken = (prefix: string) => (asked.push(prefix), true);
  assert.equal(hydrateOrRender(snippet, page({ taken })), { hydrate: false, why: 'ids cbp-app- taken' });
  assert.equal(asked, ['cbp-app-']);
});

decide.run();

// The controller, on a real island (the sign-up teaser renders without data).
const test = suite('mountElement');

interface Heard { mounted: number; errors: unknown[] }
/** Counts the placeholder's `cashback:mounted` and `cashback:error` events, as a host would. */
function listen(element: Element): Heard {
  const heard: Heard = { mounted: 0, errors: [] };
  element.addEventListener('cashback:mounted', () => heard.mounted++);
  element.addEventListener('cashback:error', (event) => heard.errors.push((event as CustomEvent<{ error: unknown }>).detail.error));
  return heard;
}

const teaser = (attributes = '', inner = '') => el(`<div data-cashback="signup-teaser" ${attributes}>${inner}</div>`);
const state = (element: Element) => element.getAttribute('data-cashback-state');
const mounted = (element: Element) => until(() => state(element) === 'mounted', 'cashback:mounted', 3000);

/** Console warnings while `run` runs. */
async function warnings(run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => void seen.push(args.join(' '));
  try {
    await run();
  } finally {
    console.warn = original;
  }
  return seen;
}

/** The teaser as the build prerenders it, under its snippet marker. */
const prerendered = (info: Partial<SnippetInfo> = {}) =>
  snippetMarker({ v: 'dev', island: 'signup-teaser', auth: 'guest', prefix: 'cbp-signup-teaser-', ...info }) +
  renderToString(<IslandRoot name="signup-teaser" prefix={info.prefix ?? 'cbp-signup-teaser-'} label="x"><SignupTeaser /></IslandRoot>);

test.before.each(() => resetDom());

test('eager: renders the island and reports it mounted, once', async () => {
  const element = teaser();
  const heard = listen(element);
  mountElement(element);
  assert.is(state(element), 'loading', 'eager starts loading at once');
  await mounted(element);
  assert.ok(element.querySelector('form input[type="email"]'), 'the teaser is on the page');
  await tick(50);
  assert.is(heard.mounted, 1);
  assert.equal(heard.errors, []);
  unmountElement(element);
});

test('mounting twice mounts once', async () => {
  const element = teaser();
  const heard = listen(element);
  mountElement(element);
  mountElement(element);
  await mounted(element);
  const form = element.querySelector('form');
  mountElement(element);
  mountAll(document);
  await tick(100);
  assert.is(heard.mounted, 1);
  assert.is(element.querySelector('form'), form, 'the island was not rendered again');
  unmountElement(element);
});

test('idle: waits for the browser to be idle', async () => {
  const element = teaser('data-load="idle"');
  mountElement(element);
  assert.is(state(element), 'pending');
  await mounted(element);
  unmountElement(element);
});

test('visible: waits until it scrolls near the viewport', async () => {
  const observed: { target: Element; fire: (entries: { isIntersecting: boolean }[]) => void }[] = [];
  const original = window.IntersectionObserver;
  window.IntersectionObserver = class {
    constructor(private callback: (entries: { isIntersecting: boolean }[]) => void) {}
    observe(target: Element) {
      observed.push({ target, fire: this.callback });
    }
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  try {
    const element = teaser('data-load="visible"');
    mountElement(element);
    await tick(50);
    assert.is(state(element), 'pending', 'not in view: still waiting');
    assert.is(observed[0]?.target, element);
    observed[0]!.fire([{ isIntersecting: true }]);
    await mounted(element);
    unmountElement(element);
  } finally {
    window.IntersectionObserver = original;
  }
});

test('interaction: waits for the first pointerdown inside it', async () => {
  const element = teaser('data-load="interaction"', '<button type="button">Go</button>');
  mountElement(element);
  // The strategy listens once its chunk has come (strategies.ts): a cold, busy machine took over 50 ms
  // to load it, and a pointerdown sent before then was never heard.
  await import('../../src/runtime/host-strategies');
  await tick(50);
  assert.is(state(element), 'pending');
  element.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  await mounted(element);
  unmountElement(element);
});

test('media: waits for its query to match', async () => {
  const wide = teaser('data-load="media" data-media="(min-width: 2000px)"');
  mountElement(wide);
  await tick(50);
  assert.is(state(wide), 'pending', 'the window is 1280 px wide');
  (window as unknown as { happyDOM: { setViewport(v: { width: number }): void } }).happyDOM.setViewport({ width: 2400 });
  try {
    await mounted(wide);
  } finally {
    (window as unknown as { happyDOM: { setViewport(v: { width: number }): void } }).happyDOM.setViewport({ width: 1280 });
  }
  unmountElement(wide);
});

test('a snippet that describes the page is hydrated: its nodes stay, nothing is warned', async () => {
  const element = teaser('', prerendered());
  const form = element.querySelector('form');
  assert.ok(form);
  const seen = await warnings(async () => {
    mountElement(element);
    await mounted(element);
  });
  assert.equal(seen, []);
  assert.is(element.querySelector('form'), form, 'the prerendered form is the island\'s');
  assert.is(element.firstChild?.nodeType, 1, 'the marker comment is gone');
  unmountElement(element);
});

test('a snippet of another build is rendered afresh, with one warning naming the placeholder', async () => {
  const element = teaser('id="hero"', prerendered({ v: 'old' }));
  const form = element.querySelector('form');
  const seen = await warnings(async () => {
    mountElement(element);
    await mounted(element);
  });
  assert.equal(seen, ['[cashback] <div data-cashback="signup-teaser" id="hero">: prerendered HTML not used (version old); rendering afresh.']);
  assert.is.not(element.querySelector('form'), form);
  assert.ok(element.querySelector('form'));
  unmountElement(element);
});

test('an unknown island or bad data-props: cashback:error, state failed, never mounted', async () => {
  for (const html of ['<div data-cashback="nope"></div>', `<div data-cashback="signup-teaser" data-props='{x'></div>`]) {
    const element = el(html);
    const heard = listen(element);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args[0]);
    try {
      mountElement(element);
      await tick(50);
    } finally {
      console.error = original;
    }
    assert.is(state(element), 'failed', html);
    assert.is(heard.errors.length, 1, html);
    assert.match(String(heard.errors[0]), /data-cashback="(nope|signup-teaser)"/);
    assert.is(heard.mounted, 0);
    assert.match(String(errors[0]), /\[cashback\] <div data-cashback=.*> failed:/);
  }
});

test('unmountElement unmounts once; a placeholder removed from the page is unmounted', async () => {
  const element = teaser();
  mountElement(element);
  await mounted(element);
  assert.is(unmountElement(element), true);
  assert.is(unmountElement(element), false);
  assert.is(state(element), null);
  assert.is(element.children.length, 0, 'the island is gone');

  // Mounted again after the unmount, then taken out of the page.
  const heard = listen(element);
  mountElement(element);
  await mounted(element);
  assert.is(heard.mounted, 1);
  element.remove();
  sweep();
  assert.is(state(element), null);
  assert.is(element.children.length, 0);
});

test('start: mounts the page and the roots asked for meanwhile, then follows what the host adds and removes', async () => {
  document.body.innerHTML = '<div data-cashback="signup-teaser" id="a"></div><section id="later"></section>';
  const aside = document.createElement('aside');
  aside.innerHTML = '<div data-cashback="signup-teaser" id="b"></div>';
  start([aside]);
  const a = document.getElementById('a')!;
  const b = aside.firstElementChild!;
  await mounted(a);
  await mounted(b);
  const c = document.createElement('div');
  c.setAttribute('data-cashback', 'signup-teaser');
  document.getElementById('later')!.append(c);
  await mounted(c);
  a.remove();
  await until(() => state(a) === null, 'the removed island unmounted');
  assert.is(a.children.length, 0);
  assert.is(state(c), 'mounted', 'the others stay');
});

test.run();
