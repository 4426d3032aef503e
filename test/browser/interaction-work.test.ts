// The work a tap makes the page do, counted rather than timed (issue 27: every
// tap answers within 100 ms on a low-tier phone; bench/interactions.mjs times
// it, these keep it from growing back on any machine): the DOM nodes a shop
// tab switch, the 'Задати питання' modal and a key in the header search touch before their first frame
// (the page slowed to a 4x slower CPU, so its tasks interleave as on a phone), and, on the real React
// build (dist-react/), the components they render, read through React's
// DevTools hook, so the shipped bundle carries no counter.
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { browserSuite, holdBundle, open, settled, startDemo, WIDTHS, type Demo } from '../setup/browser';

const { test, env } = browserSuite('interaction work', { seedShops: 48 });

const reactDist = path.resolve('dist-react');
if (!existsSync(path.join(reactDist, 'cashback.js'))) throw new Error('dist-react/ is missing: run `npm run build:react`');
let reactDemo: Demo;
test.before(async () => {
  reactDemo = await startDemo({ distDir: reactDist, seedShops: 48 });
});
test.after(async () => {
  await reactDemo?.close();
});

interface Work {
  /** Elements the page gained, each inserted subtree counted whole. */
  added: number;
  /** The attributes those elements came with (each one a call into the DOM when it was made). */
  addedAttributes: number;
  removed: number;
  attributes: number;
  /** Text nodes whose text changed. */
  texts: number;
  /** Mutations inside `scope`. */
  inside: number;
  /** Mutations outside `scope` (another island, the host page). */
  outside: number;
  /** Function components React rendered (the React build only; 0 on Preact). */
  rendered: number;
}

/**
 * Runs in the page before its scripts. `__work.arm(scope)` starts counting;
 * the first click or keydown after it takes a snapshot in the next animation frame (the
 * frame that paints the answer: rAF callbacks run before its style and
 * layout), kept as `__work.frame`; `__work.now()` counts everything since.
 */
function instrument() {
  const w = window as unknown as Record<string, unknown>;
  const zero = () => ({ added: 0, addedAttributes: 0, removed: 0, attributes: 0, texts: 0, inside: 0, outside: 0, rendered: 0 });
  let counts = zero();
  let scope = '';
  let armed = false;
  const size = (node: Node) => (node instanceof Element ? 1 + node.getElementsByTagName('*').length : 0);
  const attributes = (node: Node) =>
    node instanceof Element ? [node, ...node.getElementsByTagName('*')].reduce((n, e) => n + e.attributes.length, 0) : 0;
  const note = (records: MutationRecord[]) => {
    for (const r of records) {
      if (r.type === 'attributes') counts.attributes++;
      if (r.type === 'characterData') counts.texts++;
      for (const n of r.addedNodes) {
        counts.added += size(n);
        counts.addedAttributes += attributes(n);
      }
      for (const n of r.removedNodes) counts.removed += size(n);
      // The scope as it is now: a dialog is not there yet when counting starts.
      if (document.querySelector(scope)?.contains(r.target)) counts.inside++;
      else counts.outside++;
    }
  };
  const observer = new MutationObserver(note);
  const now = () => {
    note(observer.takeRecords());
    return { ...counts };
  };
  w.__work = {
    arm(selector: string) {
      scope = selector;
      counts = zero();
      w.__workFrame = null;
      observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
      armed = true;
    },
    now,
  };
  const snapshot = () => {
    if (!armed) return;
    armed = false;
    requestAnimationFrame(() => (w.__workFrame = now()));
  };
  addEventListener('click', snapshot, true);
  addEventListener('keydown', snapshot, true);

  // React's DevTools hook: after each commit, the function components that ran. A subtree whose
  // child list is the one of the last commit was not rendered (React DevTools' own test).
  const COMPONENTS = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  interface Fiber { tag: number; flags: number; alternate: Fiber | null; child: Fiber | null; sibling: Fiber | null }
  const walk = (fiber: Fiber) => {
    const previous = fiber.alternate;
    if (COMPONENTS.has(fiber.tag) && (!previous || fiber.flags & 1)) counts.rendered++; // 1: PerformedWork
    if (previous && fiber.child === previous.child) return;
    for (let child = fiber.child; child; child = child.sibling) walk(child);
  };
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    onCommitFiberRoot(_id: number, root: { current: Fiber }) { walk(root.current); },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
}

/** Two frames and a task: what the last input started has run. */
const quiet = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));

/**
 * Scrolls `target` into view and lets what that wakes (sections loaded near the
 * viewport) settle; returns the tap (a phone) or click (a desktop) at its middle,
 * by coordinates. Playwright's hit-target listeners, left by the locator's
 * scroll, stay in the page: they cost time, not the page's work counted here.
 */
async function aim(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await quiet(page);
  const box = (await target.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  return () => (page.viewportSize()!.width < 600 ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
}

const app = (page: Page) => page.locator('[data-cashback="app"]');
const frame = (page: Page) => page.waitForFunction(() => (window as unknown as { __workFrame: Work | null }).__workFrame).then((h) => h.jsonValue() as Promise<Work>);
const now = (page: Page) => page.evaluate(() => (window as unknown as { __work: { now(): Work } }).__work.now());
const arm = (page: Page, scope: string) => page.evaluate((s) => (window as unknown as { __work: { arm(s: string): void } }).__work.arm(s), scope);
async function openAt(demo: Demo, route: string, width: number, ready: (page: Page) => Locator, { cpu = 4, as }: { cpu?: number; as?: string } = {}) {
  const session = await open(env.browser, demo, { width, as });
  await session.context.addInitScript(instrument);
  const cdp = await session.context.newCDPSession(session.page);
  await session.page.goto(route);
  await settled(session.page);
  await ready(session.page).waitFor();
  await session.page.waitForLoadState('networkidle');
  // The CPU a 4x slower phone has, from here on. Only counts are asserted: how long a task takes
  // depends on the machine's load (bench/interactions.mjs times the taps).
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await quiet(session.page);
  return session;
}

/**
 * Runs `act` traced; returns the style recalcs and layouts our scripts forced
 * (a trace event with a script stack in the bundle): each one is work done
 * inside a handler that the frame would otherwise do once, after it.
 */
async function forcedByUs(page: Page, act: () => Promise<unknown>) {
  const cdp = await page.context().newCDPSession(page);
  const events: { name: string; args?: { beginData?: { stackTrace?: { url: string; functionName: string }[] } } }[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as typeof events)));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline.stack', transferMode: 'ReportEvents' });
  await act();
  await cdp.send('Tracing.end');
  await done;
  await cdp.detach();
  return events
    .filter((e) => (e.name === 'UpdateLayoutTree' || e.name === 'Layout') && e.args?.beginData?.stackTrace?.some((f) => f.url.includes('/widgets/')))
    .map((e) => `${e.name} from ${e.args!.beginData!.stackTrace!.map((f) => f.functionName || '?').slice(0, 3).join(' < ')}`);
}

const TABS = '[data-cashback="app"] .cb-shop-tabs';
const shopCards = (page: Page) => app(page).locator('.cb-shop-card').first();

/** Switches /shops to 'Найбільший кешбек': what its first frame did, and everything until the batch has filled in. */
async function tabSwitch(page: Page, label: string) {
  const press = await aim(page, app(page).getByRole('tab', { name: label }));
  await arm(page, TABS);
  await press();
  const first = await frame(page);
  await page.waitForFunction(() => !document.querySelector('.cb-shop-tabs [aria-busy="true"]'));
  await quiet(page);
  return { first, all: await now(page) };
}

for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
  test(`${width}px: a shop tab switch's frame shows the chosen tab and nothing else, its panel after; back again adds nothing`, async () => {
    const { page, context, errors } = await openAt(env.demo, '/shops', width, shopCards);
    const { first, all } = await tabSwitch(page, 'Найбільший кешбек');
    // The tap's frame: the two tabs' aria-selected, nothing made, nothing removed.
    assert.is(first.added, 0, `first frame added ${first.added} elements`);
    assert.is(first.removed, 0);
    assert.ok(first.attributes <= 2, `first frame changed ${first.attributes} attributes`);
    assert.is(first.outside, 0, 'nothing outside the shop tabs');
    // Then the new panel and its first 8 cards (a phone's screen; 9 elements and 24 attributes each), and the rest of the batch.
    assert.is(await page.locator(`${TABS} [role="tabpanel"]:not([hidden])`).getAttribute('aria-labelledby'), await app(page).getByRole('tab', { name: 'Найбільший кешбек' }).getAttribute('id'));
    assert.is(await page.locator(`${TABS} [role="tabpanel"]:not([hidden]) .cb-shop-card`).count(), 48, 'the batch filled in after');
    // Up to the frame that paints the tab; the panel and the rest of the batch come in tasks of their own, a frame apart.
    assert.is(all.outside, 0, 'nothing outside the shop tabs, to the end');

    let back = { first, all };
    // Nothing of ours makes the browser restyle or lay out inside the tap (the focused tab's tabindex once did).
    assert.equal(await forcedByUs(page, async () => (back = await tabSwitch(page, 'Популярні'))), [], 'forced style or layout');
    assert.is(back.first.added + back.first.removed, 0, 'back: the tap\'s frame shows the tab');
    assert.ok(back.first.attributes <= 2, `back: first frame changed ${back.first.attributes} attributes`);
    assert.is(back.all.added, 0, 'the kept panel is shown again, nothing made');
    assert.is(back.all.removed, 0);
    assert.ok(back.all.attributes <= 8, `back: ${back.all.attributes} attributes`);
    if (process.env.WORK_LOG) console.log(width, JSON.stringify({ first, all, back }));
    assert.equal(errors, []);
    await context.close();
  });
}

test('React build, 375px: a tab switch\'s frame renders the tabs alone; the new panel\'s cards after, never the other panel\'s', async () => {
  const { page, context, errors } = await openAt(reactDemo, '/shops', WIDTHS.mobile, shopCards);
  const { first, all } = await tabSwitch(page, 'Найбільший кешбек');
  if (process.env.WORK_LOG) console.log('react', JSON.stringify({ first, all }));
  // The tap's frame: ShopTabs.
  assert.ok(first.rendered > 0, 'the hook counts');
  assert.ok(first.rendered <= 2, `first frame rendered ${first.rendered} components`);
  // After it ShopTabs again, the new TabContent, its panel, ResourceState, ShopGrid; 3 a card (ShopCard, Link, Icon)
  // for 48 cards; never the other panel's 48 again.
  assert.ok(all.rendered <= 30 + 3 * 40 + 8, `in all ${all.rendered} components`);
  const back = await tabSwitch(page, 'Популярні');
  assert.ok(back.all.rendered <= 4, `back: ${back.all.rendered} components`);
  assert.equal(errors, []);
  await context.close();
});

/** Taps `target` with `scope` armed; once `shown` is there and the frames after it have run, all the tap did. */
async function tapCounted(page: Page, target: Locator, scope: string, shown: Locator) {
  const press = await aim(page, target);
  await arm(page, scope);
  await press();
  await shown.waitFor();
  await quiet(page);
  return now(page);
}

const burgerButton = (page: Page) => page.locator('[data-cashback="header"]').getByRole('button', { name: 'Меню', exact: true });

test('React build, 375px: the burger renders its panel and itself, not the rest of the header', async () => {
  const { page, context, errors } = await openAt(reactDemo, '/shops', WIDTHS.mobile, shopCards);
  const work = await tapCounted(page, burgerButton(page), '.cb-header__panel', page.locator('[data-cashback="header"] .cb-header__panel'));
  if (process.env.WORK_LOG) console.log('react burger', JSON.stringify(work));
  assert.ok(work.rendered > 0, 'the hook counts');
  // The header (its state), the burger's icon and the panel's own (10); the bar's logo, links, search
  // and account are not rendered again (21 in all when they were).
  assert.ok(work.rendered <= 12, `rendered ${work.rendered} components`);
  // Besides the panel: the burger's aria-expanded and icon, the body's scroll lock.
  assert.ok(work.attributes <= 4, `${work.attributes} attributes changed`);
  assert.equal(errors, []);
  await context.close();
});

const field = (page: Page, name: string) => app(page).locator(`input[name="${name}"]`);

test('React build, 375px: a withdrawal\'s submit renders the form once, not its heading or balance', async () => {
  const { page, context, errors } = await openAt(reactDemo, '/user-profile/withdrawal-money/bank-card', WIDTHS.mobile, (p) => field(p, 'card_number'), { as: 'user@example.com' });
  await field(page, 'card_number').pressSequentially('4111111111111111');
  await field(page, 'full_name').pressSequentially('Олена Коваленко');
  await field(page, 'amount').pressSequentially('50');
  const submit = app(page).getByRole('button', { name: 'Вивести кошти' });
  await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[data-cashback="app"] button[type="submit"]')?.disabled);
  const press = await aim(page, submit);
  await arm(page, '.cb-wform');
  await press();
  const first = await frame(page);
  await page.waitForURL('**/user-profile/success-withdrawal');
  if (process.env.WORK_LOG) console.log('react submit', JSON.stringify(first));
  assert.ok(first.rendered > 0, 'the hook counts');
  // The form, its three fields and their icons, once: leaving the amount field (valid) renders nothing, and
  // the heading and the balance are not made again (22 components when both renders and those were).
  assert.ok(first.rendered <= 8, `the tap's frame rendered ${first.rendered} components`);
  // The three fields' readonly, the button's aria-disabled, the form's aria-busy, and a few more.
  assert.ok(first.attributes <= 14, `the tap's frame changed ${first.attributes} attributes`);
  assert.equal(errors, []);
  await context.close();
});

test('1280px: a withdrawal\'s submit forces no style recalc from our scripts; the button keeps the focus while sending', async () => {
  const { page, context, errors } = await openAt(env.demo, '/user-profile/withdrawal-money/bank-card', WIDTHS.desktop, (p) => field(p, 'card_number'), { as: 'user@example.com' });
  await field(page, 'card_number').pressSequentially('4111111111111111');
  await field(page, 'full_name').pressSequentially('Олена Коваленко');
  await field(page, 'amount').pressSequentially('50');
  const submit = app(page).locator('button[type="submit"]');
  await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[data-cashback="app"] button[type="submit"]')?.disabled);
  // The answer waits until the sending state has been read.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/withdrawal/', async (route) => {
    await answered;
    await route.continue();
  });
  const press = await aim(page, submit);
  const forced = await forcedByUs(page, async () => {
    await press();
    await app(page).getByRole('button', { name: 'Надсилаємо запит…' }).waitFor();
    await quiet(page);
  });
  assert.equal(forced, [], 'style or layout forced by a script of ours');
  assert.ok(await submit.evaluate((el) => el === document.activeElement && el.getAttribute('aria-disabled') === 'true'), 'focused and aria-disabled while sending');
  answer();
  await page.waitForURL('**/user-profile/success-withdrawal');
  assert.equal(errors, []);
  await context.close();
});

const askButton = (page: Page) => app(page).getByRole('button', { name: 'Задати питання' });

for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
  test(`${width}px: 'Задати питання' adds its dialog (its links a frame later) and touches only the body's scroll lock`, async () => {
    const { page, context, errors } = await openAt(env.demo, '/shops/1', width, askButton);
    const work = await tapCounted(page, askButton(page), '.cb-modal', page.getByRole('dialog').getByRole('link').first());
    const first = await frame(page);
    if (process.env.WORK_LOG) console.log(width, JSON.stringify(first), JSON.stringify(work));
    // The tap's frame: the dialog with its title and close button; the support links after it.
    assert.ok(first.added <= 12, `the tap's frame added ${first.added} elements`);
    assert.ok(work.added <= 45, `added ${work.added} elements`);
    assert.ok(work.addedAttributes <= 90, `the new elements came with ${work.addedAttributes} attributes`);
    assert.is(work.removed, 0);
    // Outside the dialog: the portal's root added to body, body's overflow, the button's focus attributes at most.
    assert.ok(work.outside <= 3, `${work.outside} mutations outside the dialog`);
    assert.equal(errors, []);
    await context.close();
  });
}

test('React build, 375px: \'Задати питання\' renders its dialog and the card it is in, nothing else', async () => {
  const { page, context, errors } = await openAt(reactDemo, '/shops/1', WIDTHS.mobile, askButton);
  // Counted once its links, which follow the dialog's first frame, are there too.
  const work = await tapCounted(page, askButton(page), '.cb-modal', page.getByRole('dialog').getByRole('link').first());
  if (process.env.WORK_LOG) console.log('react modal', JSON.stringify(work));
  assert.ok(work.rendered > 0, 'the hook counts');
  assert.ok(work.rendered <= 14, `rendered ${work.rendered} components`);
  assert.equal(errors, []);
  await context.close();
});

const header = (page: Page) => page.locator('[data-cashback="header"]');

/** The options' names in the header search (the hidden ones too), joined. */
const optionNames = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-cashback="header"] .cb-search__option .cb-search__name')].map((e) => e.textContent).join());

/** Presses `key` in the focused search box: what the key's frame touched in the popup, and everything until its results show. */
async function searchKey(page: Page, key: string) {
  const was = await optionNames(page);
  await arm(page, '[data-cashback="header"] .cb-search__popup');
  await page.keyboard.press(key);
  const first = await frame(page);
  await page.waitForFunction(
    (names) => [...document.querySelectorAll('[data-cashback="header"] [role="option"] .cb-search__name')].map((e) => e.textContent).join() !== names,
    was,
  );
  await quiet(page);
  return { first, all: await now(page) };
}

for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
  test(`${width}px: a key in the header search changes nothing but the box in its frame; the results follow`, async () => {
    const { page, context, errors } = await openAt(env.demo, '/shops', width, shopCards);
    // In the bar on a desktop, in the burger panel on a phone.
    if (width < 992) await header(page).getByRole('button', { name: 'Меню', exact: true }).click();
    const box = header(page).getByRole('combobox', { name: 'Пошук магазинів і категорій' }).locator('visible=true');
    await box.focus();
    await header(page).locator('.cb-search__popup .cb-search__option').first().waitFor({ state: 'attached' });
    await quiet(page);
    const popup = header(page).locator('.cb-search__popup');
    for (const [key, typed] of [['r', 'r'], ['o', 'ro']] as const) {
      const { first, all } = await searchKey(page, key);
      if (process.env.WORK_LOG) console.log(width, key, JSON.stringify({ first, all }));
      // The key's frame shows the letter in the box (and the clear button after the first); the options
      // (12 rows: names, marks, links, logos; hidden before the first key) are left as they were.
      assert.is(first.inside, 0, `'${key}': the key's frame touched the results: ${JSON.stringify(first)}`);
      assert.ok(first.outside <= 4, `'${key}': ${first.outside} mutations around the box`);
      assert.is(await box.inputValue(), typed);
      // Then the results.
      assert.ok(all.inside > 0, `'${key}': the results changed after`);
      assert.ok(await popup.isVisible(), `'${key}': the results show`);
      assert.ok(await header(page).getByRole('option').count() > 0, `'${key}': options`);
    }
    assert.equal(errors, []);
    await context.close();
  });
}

/** The page's running animations and transitions, each with the properties it moves. */
const running = (page: Page) => page.evaluate(() => document.getAnimations().map((a) => ({
  name: (a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? '',
  properties: [...new Set(((a.effect as KeyframeEffect | null)?.getKeyframes() ?? []).flatMap(Object.keys))]
    .filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
})));
const COMPOSITED = ['transform', 'translate', 'rotate', 'scale', 'opacity'];

/** The selectors of our sheet's :hover rules that apply without a hovering pointer (a phone's tap). */
function unguardedHover() {
  const found: string[] = [];
  const visit = (rules: CSSRuleList, guarded: boolean) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule && !guarded && rule.selectorText.includes(':hover')) found.push(rule.selectorText);
      if (rule instanceof CSSGroupingRule) visit(rule.cssRules, guarded || (rule instanceof CSSMediaRule && rule.conditionText.includes('hover: hover')));
    }
  };
  for (const sheet of document.styleSheets) if (sheet.href?.includes('/cashback')) visit(sheet.cssRules, false);
  return found;
}

// A tap waits for the main thread: an animation that repaints there every frame (a moving background) keeps it
// busy even below the fold, and in the bench's Chromium every running animation restyles its element there each
// frame. The placeholders of the sections below the fold stand still while they wait to be scrolled near; one
// whose section is loading shimmers, moving only the compositor's properties (transforms, opacity).
test('375px, the guest home: nothing moves at rest; a placeholder loading shimmers with transforms and opacity; none with motion reduced', async () => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const { page, context, errors } = await open(env.browser, env.demo, { width: WIDTHS.mobile, reducedMotion });
    await page.goto('/');
    await app(page).getByRole('tab').first().waitFor();
    await page.waitForLoadState('networkidle');
    assert.ok(await app(page).locator('.cb-island-slot .cb-skeleton__item').count() > 0, 'placeholders wait below the fold');
    assert.equal(await running(page), [], `${reducedMotion}: at rest`);

    const release = await holdBundle(page);
    await app(page).locator('.cb-island-slot').first().scrollIntoViewIfNeeded();
    await app(page).locator('.cb-section > .cb-container > .cb-skeleton .cb-skeleton__item').first().waitFor();
    const animated = await running(page);
    if (reducedMotion === 'reduce') {
      // The shimmer is on a pseudo-element: the reduced-motion rule must reach it.
      assert.equal(animated, [], 'motion reduced: the loading placeholder stands still');
    } else {
      assert.ok(animated.some((a) => a.name === 'cb-shimmer'), `running: ${JSON.stringify(animated)}`);
      for (const { name, properties } of animated) {
        assert.ok(properties.every((key) => COMPOSITED.includes(key)), `${name} animates ${properties.join(', ')}`);
      }
    }
    release();
    assert.equal(errors, []);
    await context.close();
  }
});

test('375px, a shop\'s page at rest: the reviews\' placeholder, waiting below the fold, stands still', async () => {
  const { page, context, errors } = await open(env.browser, env.demo, { width: WIDTHS.mobile, reducedMotion: 'no-preference' });
  await page.goto('/shops/1');
  await app(page).getByRole('button', { name: 'Задати питання' }).waitFor();
  await page.waitForLoadState('networkidle');
  assert.ok(await app(page).locator('.cb-reviews .cb-skeleton__item').count() > 0, 'the reviews wait below the fold');
  assert.equal(await running(page), []);
  assert.equal(errors, []);
  await context.close();
});

test('375px, the slider\'s next poster: the arrow is not left hovered, no control is tap-highlighted; what moves after the tap (the track, the current dot) moves only transforms and opacity', async () => {
  const { page, context, errors } = await open(env.browser, env.demo, { width: WIDTHS.mobile, reducedMotion: 'no-preference', as: 'user@example.com' });
  await page.goto('/');
  const next = app(page).getByRole('button', { name: 'Наступний слайд' });
  await next.waitFor();
  await page.waitForLoadState('networkidle');
  const colours = () => next.evaluate((el) => [getComputedStyle(el).borderColor, getComputedStyle(el).color]);
  const resting = await colours();
  // Each transition as it starts: the dots' fades (0.2 s) may be over before a busy machine reads getAnimations().
  await page.evaluate(() => {
    const w = window as unknown as { __started: string[] };
    w.__started = [];
    document.addEventListener('transitionrun', (event) => w.__started.push((event as TransitionEvent).propertyName));
  });
  await next.tap();
  await app(page).getByRole('button', { name: 'Слайд 2 з 4' }).and(page.locator('[aria-current="true"]')).waitFor();
  const animated = (await running(page)).filter((a) => a.name !== 'cb-shimmer');
  // Transition events come with the next frame's animation update: wait for the three.
  await page.waitForFunction(() => (window as unknown as { __started: string[] }).__started.length >= 3);
  const started = await page.evaluate(() => (window as unknown as { __started: string[] }).__started);
  // The track slides, the old dot's bar fades out and the new one's in.
  assert.ok(started.filter((p) => p === 'opacity').length >= 2 && started.includes('transform'), `started: ${started.join(', ')}`);
  assert.ok(started.every((p) => COMPOSITED.includes(p)), `started: ${started.join(', ')}`);
  for (const { name, properties } of animated) {
    assert.ok(properties.every((key) => COMPOSITED.includes(key)), `${name} animates ${properties.join(', ')}`);
  }
  // A tap sets :hover on what it touches and leaves it set: ours apply only where a pointer hovers (hover: hover).
  assert.equal(await colours(), resting, 'the arrow keeps its resting colours after the tap');
  assert.equal(await page.evaluate(unguardedHover), [], 'rules for :hover outside @media (hover: hover)');
  // Nor does a tap draw the browser's highlight over what it touched (a layer painted and faded
  // out, on the tap's frames): what the tap changes answers it. The host's body asks for one.
  await page.addStyleTag({ content: 'body { -webkit-tap-highlight-color: red; }' });
  const highlighted = await page.evaluate(() => [...document.querySelectorAll('[data-cashback] :is(a, button, input, label, [role="tab"], [tabindex])')]
    .map((el) => getComputedStyle(el).getPropertyValue('-webkit-tap-highlight-color'))
    .filter((colour) => colour !== 'rgba(0, 0, 0, 0)'));
  assert.equal(highlighted, [], 'controls a tap highlights');
  assert.equal(errors, []);
  await context.close();
});

test.run();
