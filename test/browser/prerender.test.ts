// Prerendered HTML (dist/prerender/, inlined by the demo host as a Blade
// layout would): the page reads without JavaScript, the bundle hydrates the
// snippets in place (same nodes, working handlers, nothing shifts), and HTML
// from another bundle version falls back to a clean render with one warning.
import * as assert from 'uvu/assert';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { browserSuite, open, screenshot, settled, startDemo, WIDTHS } from '../setup/browser';

const USER = 'user@example.com';

/** What the tests keep on the page's window. */
interface Watched {
  __shift: number;
  __watch?: string[];
  __before: Record<string, Element | null>;
  __touched: boolean;
  samePage?: boolean;
}
type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };

/**
 * Before the bundle mounts anything (readystatechange to "interactive" comes
 * before DOMContentLoaded, which the runtime waits for), remembers the
 * elements of the prerendered HTML, and sums the page's layout shifts.
 * cashback.js itself may have run by then (a page whose head preloads it, and
 * the loader's import() of it done before the parser ended), but it touches no
 * placeholder: `__touched` says whether the runtime had taken one.
 */
async function watch(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Watched;
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      w.__before = {};
      for (const selector of w.__watch ?? []) w.__before[selector] = document.querySelector(selector);
      w.__touched = Boolean(document.querySelector('[data-cashback-state]'));
    });
  });
}

/** Selectors of prerendered elements to follow through hydration. */
const follow = (page: Page, selectors: string[]) =>
  page.addInitScript((selectors) => ((window as unknown as Watched).__watch = selectors), selectors);

/** For each followed selector: was it in the prerendered HTML, and is it still the same node now? */
const sameNodes = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as Watched;
    return Object.fromEntries(Object.entries(w.__before).map(([selector, before]) => [
      selector, before === null ? 'missing before the script' : before === document.querySelector(selector) && before.isConnected ? 'same' : 'replaced',
    ]));
  });

/** Console warnings and errors of the page, in order. */
function consoleOf(page: Page) {
  const lines: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning' || msg.type() === 'error') lines.push(`${msg.type()}: ${msg.text()}`);
  });
  return lines;
}

function hydrationSuite(name: string, distDir: string) {
  const { test, env } = browserSuite(name, { distDir });
  const opened: BrowserContext[] = [];
  test.after.each(async () => {
    for (const context of opened.splice(0)) await context.close();
  });
  const session = async (options: Parameters<typeof open>[2] = {}) => {
    const s = await open(env.browser, env.demo, options);
    opened.push(s.context);
    await watch(s.page);
    return { ...s, warnings: consoleOf(s.page) };
  };
  return { test, env, session };
}

// ---------------------------------------------------------------------------

const preact = hydrationSuite('prerendered HTML, hydrated (Preact build)', path.resolve(process.env.CASHBACK_DIST || 'dist'));

for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
  preact.test(`${width}px guest home: the header, teaser and footer nodes stay; nothing shifts; no warning`, async () => {
    const { page, warnings, errors } = await preact.session({ width });
    const keep = ['[data-cashback="header"] header', '[data-cashback="header"] a[href="/login"]',
      '[data-cashback="app"] .cb-teaser h1', '[data-cashback="app"] .cb-teaser input[type="email"]', '[data-cashback="footer"] footer'];
    await follow(page, keep);
    await page.goto('/');
    await settled(page);
    await page.locator('[data-cashback="app"] .cb-shop-card').first().waitFor();
    // From the first paint to hydrated, with the shops loaded (scrolling down then
    // brings the referral banner and loyalty statuses, which are not prerendered on /).
    const shift = await page.evaluate(() => (window as unknown as Watched).__shift);
    assert.ok(shift <= 0.02, `layout shift ${shift.toFixed(4)} (at most 0.02)`);
    // The footer waits to be scrolled near; the header and app islands hydrate at once.
    await page.locator('[data-cashback="footer"]').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('[data-cashback="footer"]')?.getAttribute('data-cashback-state') === 'mounted');
    assert.is(await page.evaluate(() => (window as unknown as Watched).__touched), false, 'the nodes were taken before the bundle mounted anything');
    assert.equal(await sameNodes(page), Object.fromEntries(keep.map((s) => [s, 'same'])));
    assert.is(await page.locator('[data-cashback="header"] header').count(), 1, 'one header, not two');
    assert.is(await page.locator('[data-cashback="app"] .cb-teaser').count(), 1);
    assert.equal(warnings, []);
    assert.equal(errors, []);
  });
}

for (const [id, as] of [[3, undefined], [2, USER]] as const) {
  preact.test(`a shop's page, any id (/shops/${id}, ${as ? 'signed in' : 'guest'}): the prerendered frame is hydrated in place, then the shop shows`, async () => {
    const { page, context, warnings, errors } = await preact.session({ width: WIDTHS.mobile, as });
    const keep = ['[data-cashback="header"] header', '[data-cashback="app"] .cb-app', '[data-cashback="app"] .cb-page'];
    await follow(page, keep);
    const html = await (await context.request.get(`/shops/${id}`)).text();
    assert.match(html, /data-cashback="app"[^>]*><!--cashback \{[^}]*"pattern":"\^\/shops\//, 'the shop pages\' snippet');
    assert.match(html, /data-cashback="app".*class="cb-shop-page-skeleton"/s, 'with the skeleton the shop shows while it loads');
    await page.goto(`/shops/${id}`);
    await settled(page);
    const name = (await (await context.request.get(`/api/shops/${id}`)).json()).data.name as string;
    await page.locator('[data-cashback="app"]').getByRole('heading', { level: 1, name }).waitFor();
    assert.is(await page.evaluate(() => (window as unknown as Watched).__touched), false, 'the nodes were taken before the bundle mounted anything');
    assert.equal(await sameNodes(page), Object.fromEntries(keep.map((s) => [s, 'same'])));
    assert.is(await page.locator('[data-cashback="app"] .cb-page').count(), 1, 'one page, not two');
    assert.equal(warnings, []);
    assert.equal(errors, []);
  });
}

preact.test('handlers attach: the hydrated teaser checks the e-mail and leads to registration without a page load', async () => {
  const { page, warnings } = await preact.session({ width: WIDTHS.mobile });
  await follow(page, ['[data-cashback="app"] .cb-teaser input[type="email"]']);
  await page.goto('/');
  await settled(page);
  await page.evaluate(() => ((window as unknown as Watched).samePage = true));
  const field = page.getByLabel('Ваш Email');
  await field.fill('olena@example');
  await page.getByRole('button', { name: 'Почати заробляти' }).click();
  await page.getByText('Введить коректний Email', { exact: true }).waitFor();
  assert.equal(await sameNodes(page), { '[data-cashback="app"] .cb-teaser input[type="email"]': 'same' });
  await field.fill('olena.koval@example.com');
  await field.press('Enter');
  await page.waitForURL((url) => url.pathname === '/registration/olena.koval%40example.com');
  assert.is(await page.evaluate(() => (window as unknown as Watched).samePage), true, 'client navigation, no page load');
  assert.equal(warnings, []);
});

preact.test('handlers attach: the hydrated login form shows its field errors; the header link navigates in place', async () => {
  const { page, warnings } = await preact.session({ width: WIDTHS.desktop });
  await follow(page, ['[data-cashback="app"] form input[type="email"]', '[data-cashback="header"] .cb-header__nav a[href="/shops"]']);
  await page.goto('/login');
  await settled(page);
  await page.evaluate(() => ((window as unknown as Watched).samePage = true));
  await page.locator('[data-cashback="app"] form').getByRole('button', { name: 'Увійти' }).click();
  await page.locator('[data-cashback="app"] [aria-invalid="true"]').first().waitFor();
  // The focus moves in an effect after the errors' render has painted: wait for it (a loaded machine can run the check between the two).
  await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'email', null, { timeout: 2000 }).catch(() => {});
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('type')), 'email', 'focus on the first field with an error');
  assert.equal(await sameNodes(page), {
    '[data-cashback="app"] form input[type="email"]': 'same',
    '[data-cashback="header"] .cb-header__nav a[href="/shops"]': 'same',
  });
  await page.locator('[data-cashback="header"] .cb-header__nav a[href="/shops"]').click();
  await page.waitForURL('**/shops');
  await page.locator('[data-cashback="app"] [role="tablist"]').waitFor();
  assert.is(await page.evaluate(() => (window as unknown as Watched).samePage), true, 'client navigation, no page load');
  assert.equal(warnings, []);
});

preact.test('signed in, with a user stored by an earlier visit: hydrates without a warning, then shows the balances', async () => {
  const { page, warnings, errors } = await preact.session({ width: WIDTHS.desktop, as: USER });
  await page.goto('/user-profile/personal');
  await settled(page);
  await page.locator('[data-cashback="header"]', { hasText: '1 250,50 грн' }).waitFor();
  assert.ok(await page.evaluate(() => localStorage.getItem('activeUser')), 'the user is stored');
  // The second visit: the stored user must not change the first render.
  await follow(page, ['[data-cashback="header"] header', '[data-cashback="header"] .cb-header__end', '[data-cashback="app"] .cb-profile__title']);
  await page.goto('/user-profile/personal');
  await settled(page);
  await page.locator('[data-cashback="header"]', { hasText: '1 250,50 грн' }).waitFor();
  await page.locator('[data-cashback="app"] .cb-profile__main', { hasText: 'user@example.com' }).first().waitFor();
  assert.equal(await sameNodes(page), {
    '[data-cashback="header"] header': 'same',
    '[data-cashback="header"] .cb-header__end': 'same',
    '[data-cashback="app"] .cb-profile__title': 'same',
  });
  assert.equal(warnings, []);
  assert.equal(errors, []);
});

preact.test('HTML from another bundle version: one warning naming the placeholder, then one clean render', async () => {
  const { page, warnings, errors } = await preact.session({ width: WIDTHS.desktop });
  await page.route((url) => url.pathname === '/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<!--cashback \{"v":"[^"]+","island":"header"/, '<!--cashback {"v":"0.0.1-old","island":"header"');
    await route.fulfill({ response, body: html });
  });
  await follow(page, ['[data-cashback="header"] header', '[data-cashback="app"] .cb-teaser h1']);
  await page.goto('/');
  await settled(page);
  assert.equal(await sameNodes(page), {
    '[data-cashback="header"] header': 'replaced',
    '[data-cashback="app"] .cb-teaser h1': 'same',
  });
  assert.equal(warnings, [
    'warning: [cashback] <div data-cashback="header">: prerendered HTML not used (version 0.0.1-old); rendering afresh.',
  ]);
  assert.is(await page.locator('[data-cashback="header"] header').count(), 1, 'one header, not two');
  assert.is(await page.locator('[data-cashback="header"] a[href="/registration"]').count(), 1);
  assert.is(await page.locator('[data-cashback="header"]').getAttribute('data-cashback-state'), 'mounted');
  assert.equal(errors, []);
});

preact.test('a page swap (the body replaced, as Turbo does): the new page\'s snippets hydrate, the old ids are let go', async () => {
  const { page, warnings, errors } = await preact.session({ width: WIDTHS.desktop });
  await page.goto('/');
  await settled(page);
  await page.evaluate(async () => {
    const doc = new DOMParser().parseFromString(await (await fetch('/about')).text(), 'text/html');
    (doc.querySelector('[data-cashback="header"] header') as unknown as { swapped: boolean }).swapped = true;
    history.pushState(null, '', '/about');
    document.body.replaceWith(document.adoptNode(doc.body));
  });
  await settled(page);
  await page.locator('[data-cashback="app"] h1').first().waitFor();
  assert.ok(await page.evaluate(() => (document.querySelector('[data-cashback="header"] header') as unknown as { swapped?: boolean }).swapped),
    'the swapped-in header was hydrated, not replaced');
  assert.equal(warnings, []);
  assert.equal(errors, []);
});

preact.test('a host that includes no snippets gets the islands as before, without a warning', async () => {
  const plain = await startDemo({ prerender: false });
  const { page, context, errors } = await open(preact.env.browser, plain, { width: WIDTHS.desktop });
  try {
    const warnings = consoleOf(page);
    assert.not.match(await (await context.request.get(`${plain.url}/about`)).text(), /<!--cashback/, 'no snippet in the page');
    await page.goto('/about');
    await settled(page);
    await page.locator('[data-cashback="header"] header').waitFor();
    await page.locator('[data-cashback="app"] h1').first().waitFor();
    assert.equal(warnings, []);
    assert.equal(errors, []);
  } finally {
    await context.close();
    await plain.close();
  }
});

for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
  preact.test(`${width}px without JavaScript: the header, teaser, footer and login form read and have their fields`, async () => {
    const context = await preact.env.browser.newContext({
      baseURL: preact.env.demo.url, javaScriptEnabled: false, viewport: { width, height: 800 }, locale: 'uk-UA',
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const header = page.locator('[data-cashback="header"]');
      await header.getByRole('link', { name: 'Увійти' }).first().waitFor({ state: 'visible' });
      assert.is(await header.getByRole('link', { name: 'Увійти' }).first().getAttribute('href'), '/login');
      assert.match(await page.locator('.cb-teaser h1').innerText(), /українських магазинах/);
      assert.ok(await page.getByLabel('Ваш Email').isVisible(), 'the teaser shows its e-mail field');
      assert.ok(await page.getByRole('button', { name: 'Почати заробляти' }).isVisible());
      assert.is(await page.locator('.cb-teaser form').getAttribute('action'), '/registration');
      const footer = page.locator('[data-cashback="footer"]');
      assert.ok((await footer.getByRole('link').count()) >= 5, 'the footer links');
      assert.ok(await footer.locator('footer').isVisible());

      await page.goto('/login');
      const form = page.locator('[data-cashback="app"] form');
      assert.ok(await form.locator('input[type="email"][name="email"]').isVisible());
      assert.ok(await form.locator('input[type="password"][name="password"]').isVisible());
      assert.ok(await form.getByRole('button', { name: 'Увійти' }).isVisible());
      assert.is(await form.getAttribute('method'), 'post', 'a submit without JavaScript never puts the password in the address');
      assert.is(await page.locator('[data-cashback="app"] a[href="/forgot-password"]').count(), 1);
    } finally {
      await context.close();
    }
  });

  preact.test(`${width}px without JavaScript: the teaser leads to registration with its e-mail, a shop tab is a page of its own, the burger opens the menu`, async () => {
    const context = await preact.env.browser.newContext({
      baseURL: preact.env.demo.url, javaScriptEnabled: false, viewport: { width, height: 800 }, locale: 'uk-UA', isMobile: width < 600, hasTouch: width < 600,
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.getByLabel('Ваш Email').fill('no.script@example.ua');
      await page.getByRole('button', { name: 'Почати заробляти' }).click();
      await page.waitForURL((url) => url.pathname === '/registration');
      assert.is(await page.locator('[data-cashback="app"] input[name="email"]').inputValue(), 'no.script@example.ua');

      for (const route of ['/', '/shops']) {
        await page.goto(route);
        await page.getByRole('tab', { name: 'Найбільший кешбек' }).click();
        await page.waitForURL((url) => url.search === '?tab=greatest');
        assert.is(await page.getByRole('tab', { name: 'Найбільший кешбек' }).getAttribute('aria-selected'), 'true', `${route}: that tab's own HTML`);
        await screenshot(page, `no-js-tabs${route === '/' ? '-home' : '-shops'}-${width}`);
      }

      if (width < 992) {
        await page.goto('/about');
        await page.getByRole('button', { name: 'Меню', exact: true }).click();
        const menu = page.locator('.cb-header__popover');
        await menu.getByRole('link', { name: 'Магазини' }).waitFor({ state: 'visible' });
        assert.ok(await menu.getByRole('link', { name: 'Увійти' }).isVisible());
        await screenshot(page, `no-js-menu-${width}`);
      }
    } finally {
      await context.close();
    }
  });
}

preact.test.run();

// ---------------------------------------------------------------------------

const react = hydrationSuite('prerendered HTML, hydrated (React build)', path.resolve('dist-react'));

react.test('guest home and login: the prerendered nodes stay, handlers attach, no warning', async () => {
  const { page, warnings, errors } = await react.session({ width: WIDTHS.desktop });
  const keep = ['[data-cashback="header"] header', '[data-cashback="app"] .cb-teaser input[type="email"]'];
  await follow(page, keep);
  await page.goto('/');
  await settled(page);
  await page.locator('[data-cashback="app"] .cb-shop-card').first().waitFor();
  assert.ok(await page.evaluate(() =>
    Object.keys(document.querySelector('[data-cashback="app"]')!).some((k) => k.startsWith('__reactContainer'))), 'React');
  assert.equal(await sameNodes(page), Object.fromEntries(keep.map((s) => [s, 'same'])));
  await page.getByLabel('Ваш Email').fill('olena@example');
  await page.getByRole('button', { name: 'Почати заробляти' }).click();
  await page.getByText('Введить коректний Email', { exact: true }).waitFor();
  assert.equal(warnings, []);
  assert.equal(errors, []);
});

react.test.run();
