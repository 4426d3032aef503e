// A page whose data no longer matches the HTML painted for it, on a Laravel host: the package
// painted the screen with the host's data and wrote that data as a JSON block, and the block
// reaching the browser says otherwise (tampered here on its way). The screens are lazy parts of
// the app island, which hydrate after the island itself, when their chunk is in: the island warns
// once, naming its placeholder, and renders afresh, as for a mismatch in what hydrates at once.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { settled } from '../setup/browser';
import { laravelSuite } from '../setup/laravel';

const { test, open } = laravelSuite('prerendered HTML that does not match its data, on a Laravel host');
const APP = '[data-cashback="app"]';

/** Serves `url`'s HTML as `edit` makes it. */
const tamper = (page: Page, url: string, edit: (html: string) => string) =>
  page.route(url, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: edit(await response.text()) });
  });

/** The JSON block `attribute` names, with `from` replaced by `to`; fails when the block or `from` is not there. */
const block = (attribute: string, from: RegExp, to: string) => (html: string) => {
  const start = html.indexOf(attribute);
  const end = html.indexOf('</script>', start);
  assert.ok(start > 0 && from.test(html.slice(start, end)), `${attribute} with ${from}`);
  return html.slice(0, start) + html.slice(start, end).replace(from, to) + html.slice(end);
};

/** The app island's placeholder without its prerendered HTML: the island renders afresh. */
const unpainted = (html: string) => html.replace(/(<main data-cashback="app"[^>]*>)[\s\S]*?(<\/main>)/, '$1$2');

/**
 * What a shopper gets: the island's elements (tag and classes, in order) and its text. Not
 * `<link>`s, which show nothing: React, recovering from the shop's mismatch itself, leaves
 * a `<link rel="preload" as="image">` for the logo the server's HTML had.
 */
const outline = (page: Page) =>
  page.locator(APP).evaluate((app) => ({
    elements: [...app.querySelectorAll(':not(link)')].map((node) => `${node.tagName.toLowerCase()}.${node.getAttribute('class') ?? ''}`),
    text: (app as HTMLElement).innerText,
  }));

/** Opens `url` with its HTML edited; the island's outline once settled, and the console's cashback warnings. */
async function visit(url: string, edit: (html: string) => string) {
  const { page, context, errors } = await open({ width: 1280, as: 'user@example.com' });
  const warnings: string[] = [];
  page.on('console', (msg) => { if (msg.type() === 'warning' && msg.text().includes('cashback')) warnings.push(msg.text()); });
  await tamper(page, url, edit);
  await page.goto(url);
  await settled(page);
  await page.waitForLoadState('networkidle');
  return { page, context, errors, warnings, seen: await outline(page) };
}

const cases = [
  {
    url: '/user-profile/personal',
    what: 'the user\'s e-mail not verified, the HTML painted for a verified one',
    edit: block('data-cashback-store="activeUser"', /"email_verified_at":"[^"]*"/, '"email_verified_at":null'),
    // The e-mail prompt, its own card before the loyalty card (not inside it).
    check: (page: Page) => page.locator(APP).evaluate((app) => {
      const prompt = app.querySelector('.cb-verify');
      return Boolean(prompt && !prompt.closest('.cb-level') && prompt.nextElementSibling?.matches('.cb-level'));
    }),
  },
  {
    url: '/shops/1',
    what: 'the shop without a logo, the HTML painted for one with',
    edit: block('data-cashback-get="/api/shops/1"', /"image":"[^"]*"/, '"image":null'),
    // The shop's initial in the logo's place.
    check: (page: Page) => page.locator(`${APP} .cb-shop__logo`).evaluate((logo) => logo.innerHTML === '<span aria-hidden="true">R</span>'),
  },
];

for (const { url, what, edit, check } of cases) {
  test(`${url}, ${what}: one warning naming the app's placeholder, then the screen rendered afresh as without prerendered HTML`, async () => {
    const clean = await visit(url, (html) => unpainted(edit(html)));
    assert.equal(clean.warnings, [], 'nothing prerendered: nothing to warn about');
    assert.ok(await check(clean.page), 'a clean render shows what the data says');
    await clean.context.close();

    const { page, context, errors, warnings, seen } = await visit(url, edit);
    assert.is(warnings.length, 1, warnings.join('\n'));
    assert.match(warnings[0]!, '[cashback] <main data-cashback="app">: prerendered HTML not used (it did not match: ');
    assert.match(warnings[0]!, '); rendering afresh.');
    assert.ok(await check(page), 'what the data says, where a clean render has it');
    assert.equal(seen, clean.seen, 'the same elements and text as a clean render');
    assert.equal(errors, []);
    await context.close();
  });
}

test.run();
