// Prerendered HTML whose lazy parts hydrate after data has arrived: every
// /user-profile screen (its screen is not in the snippet, only the shell with
// a skeleton) and the lazy pages of the other prerendered routes must end up
// as the page without prerendered HTML shows them. Both builds.
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { browserSuite, open, screenshot, settled, startDemo, WIDTHS, type Demo } from '../setup/browser';

const USER = 'user@example.com';

/** Each screen and the wrapper it renders its heading in. */
const SCREENS: [string, string][] = [
  ['/user-profile/personal', '.cb-profile__screen.cb-personal > h2'],
  ['/user-profile/my-cashback', '.cb-money > h2.cb-money__title'],
  ['/user-profile/withdrawal-money', '.cb-money > h2.cb-money__title'],
  ['/user-profile/withdrawal-money/bank-card', '.cb-money > .cb-wform__head h2'],
  ['/user-profile/withdrawal-money/mobile-phone', '.cb-money > .cb-wform__head h2'],
  ['/user-profile/my-friends', '.cb-profile__screen.cb-friends > h2'],
  ['/user-profile/settings', '.cb-profile__screen.cb-settings > h2'],
];
/** Guest routes with a snippet and a lazy page, and what shows once it has loaded. */
const ROUTES: [string, string][] = [
  ['/', '.cb-shop-card'],
  ['/shops', '.cb-shop-card'],
  ['/about', 'h1'],
  ['/login', 'form input[type="email"]'],
];

interface Seen {
  /** Tag, classes and role of every element of the island, nested; no text, no ids. */
  app: string;
  header: string;
  /** Skeletons that hold anything but their own placeholder rows. */
  filledSkeletons: string[];
}

/**
 * Waits until no skeleton of the app is still loading (one holding real content
 * does not count, nor a nested island's slot below the fold) and the header
 * has its user's balances, then reads the page.
 */
async function read(page: Page): Promise<Seen> {
  // The header holds a placeholder where the balances go until the user has loaded.
  await page.locator('[data-cashback="header"] .cb-header__placeholder').waitFor({ state: 'detached' });
  await page.waitForFunction(() => [...document.querySelectorAll('[data-cashback="app"] .cb-skeleton')]
    .every((s) => s.parentElement?.classList.contains('cb-island-slot') || [...s.children].some((c) => !c.classList.contains('cb-skeleton__item'))));
  return page.evaluate(() => {
    const shape = (el: Element): string => {
      const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/).filter(Boolean).sort() : [];
      const role = el.getAttribute('role');
      return `${el.tagName.toLowerCase()}${classes.map((c) => `.${c}`).join('')}${role ? `[${role}]` : ''}(${[...el.children].map(shape).join(',')})`;
    };
    const island = (name: string) => shape(document.querySelector(`[data-cashback="${name}"]`)!);
    return {
      app: island('app'),
      header: island('header'),
      filledSkeletons: [...document.querySelectorAll('[data-cashback] .cb-skeleton')]
        .filter((s) => [...s.children].some((c) => !c.classList.contains('cb-skeleton__item')))
        .map((s) => s.outerHTML.slice(0, 160)),
    };
  });
}

/** Where two shapes first part, with some context, for the failure message. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at ${i}:\n  prerendered: …${a.slice(Math.max(0, i - 80), i + 120)}\n  without:     …${b.slice(Math.max(0, i - 80), i + 120)}`;
}

function profileSuite(name: string, distDir: string) {
  const { test, env } = browserSuite(name, { distDir });
  let plain: Demo;
  test.before(async () => {
    plain = await startDemo({ distDir, prerender: false });
  });
  test.after(async () => {
    await plain?.close();
  });

  /** Opens `at` on a demo, hydrated (or mounted), and waits for `landmark`. */
  async function visit(demo: Demo, at: string, landmark: string, as: string | undefined, width: number = WIDTHS.desktop) {
    const session = await open(env.browser, demo, { width, ...(as ? { as } : {}) });
    const warnings: string[] = [];
    session.page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    await session.page.goto(at);
    await settled(session.page);
    await session.page.locator(`[data-cashback="app"] ${landmark}`).first().waitFor({ state: 'attached' });
    return { ...session, warnings };
  }

  /** The page with prerendered HTML ends as the page without it does. */
  async function compare(at: string, landmark: string, as?: string, own?: string) {
    const hydrated = await visit(env.demo, at, landmark, as);
    const fresh = await visit(plain, at, landmark, as);
    try {
      assert.match(await hydrated.context.request.get(`${env.demo.url}${at}`).then((r) => r.text()), /<!--cashback \{[^}]*"island":"app"/,
        'the page holds the app snippet');
      // The shop grid renders its cards in steps after the first paint (and a
      // batch more while its end is near the viewport): on a loaded machine one
      // page can be a step behind the other. Read both again until they agree,
      // for at most 10 s, then compare.
      let [a, b] = [await read(hydrated.page), await read(fresh.page)];
      for (const deadline = Date.now() + 10_000; a.app !== b.app && Date.now() < deadline;) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        [a, b] = [await read(hydrated.page), await read(fresh.page)];
      }
      assert.equal(a.filledSkeletons, [], 'no skeleton holds real content');
      if (own) assert.is(await hydrated.page.locator(`[data-cashback="app"] .cb-profile__main ${own}`).count(), 1, `the heading in its own wrapper (${own})`);
      assert.ok(a.app === b.app, `${at}: the app island differs from the page without prerendered HTML ${firstDifference(a.app, b.app)}`);
      assert.ok(a.header === b.header, `${at}: the header differs ${firstDifference(a.header, b.header)}`);
      assert.equal(hydrated.warnings, [], 'hydrated without a warning');
      assert.equal([...hydrated.errors, ...fresh.errors], []);
    } finally {
      await hydrated.context.close();
      await fresh.context.close();
    }
  }

  for (const [at, heading] of SCREENS) {
    test(`signed in, ${at}: after hydration the screen renders in its own wrapper, as without prerendered HTML`, async () => {
      await compare(at, '.cb-profile__main h2', USER, heading);
    });
  }
  for (const [at, landmark] of ROUTES) {
    test(`guest, ${at}: after hydration the lazy page is as without prerendered HTML`, async () => {
      await compare(at, landmark);
    });
  }
  return { test, env, visit };
}

const preact = profileSuite('prerendered profile screens hydrate into their own wrapper (Preact build)', path.resolve(process.env.CASHBACK_DIST || 'dist'));

preact.test('screenshots of /user-profile/personal after hydration, 375 and 1280 px', async () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    const { page, context } = await preact.visit(preact.env.demo, '/user-profile/personal', SCREENS[0]![1], USER, width);
    try {
      assert.is(await page.locator('[data-cashback="app"] .cb-profile__main .cb-skeleton').count(), 0);
      await screenshot(page, `prerender-profile-personal-${width}`);
    } finally {
      await context.close();
    }
  }
});

preact.test.run();

const reactDist = path.resolve('dist-react');
if (!existsSync(path.join(reactDist, 'cashback.js'))) throw new Error('dist-react/ is missing: run `npm run build:react`');
profileSuite('prerendered profile screens hydrate into their own wrapper (React build)', reactDist).test.run();
