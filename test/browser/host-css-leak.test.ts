// Our CSS cannot leak out (issue 12): adding cashback.css and cashback.js to a
// host page changes no computed property of the host's own elements, and
// html/body are as they were once the modal or the mobile menu closes.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite, open, WIDTHS } from '../setup/browser';

const { test, env } = browserSuite('host css: ours cannot leak out');

/** A host page's own content: the elements a Blade layout has, and a Bootstrap navbar. */
const HOST_CONTENT = `<nav class="navbar navbar-expand-lg navbar-light bg-light" id="host-nav"><a class="navbar-brand" href="/">Host</a>
<button class="navbar-toggler" type="button" aria-label="menu"><span class="navbar-toggler-icon"></span></button>
<ul class="navbar-nav"><li class="nav-item"><a class="nav-link" href="/a">Link</a></li><li class="nav-item active"><a class="nav-link" href="/b">Active</a></li></ul>
<form class="form-inline"><input class="form-control" type="search" placeholder="Search" aria-label="Search"><button class="btn btn-outline-success" type="submit">Search</button></form></nav>
<section id="host-content"><h1>Heading 1</h1><h2>Heading 2</h2><h3>Heading 3</h3><h4>Heading 4</h4>
<p>A paragraph with <a href="/x">a link</a>, <strong>strong</strong>, <em>em</em>, <small>small</small> and <code>code</code>.</p>
<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol><blockquote>Quote</blockquote><hr>
<form><label for="h-in">Label</label><input id="h-in" type="text" value="text"><input type="email" placeholder="e-mail">
<input type="checkbox" checked><input type="radio"><select><option>Option</option></select><textarea>area</textarea>
<button>Button</button><button type="submit" class="btn btn-primary">Primary</button><input type="submit" value="Submit"></form>
<table class="table"><thead><tr><th>Head</th><th>Cell</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>
<img src="/demo-assets/logos/1.svg" alt="logo" width="40" height="40"><figure><figcaption>Caption</figcaption></figure>
<div class="container"><div class="row"><div class="col">Grid</div></div></div></section>`;

const page = (withUs: boolean, sheet: string) => `<!doctype html><html lang="uk"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Host</title>
<link rel="stylesheet" href="/demo-host-css/${sheet}.css">${withUs ? '<link rel="stylesheet" href="/widgets/cashback.css">' : ''}
<style>html{overflow-y:scroll}</style></head><body>
${HOST_CONTENT}<div data-cashback="header"></div><main data-cashback="app"></main>
${withUs ? '<script type="module" src="/widgets/cashback.js"></script>' : ''}</body></html>`;

/** Every computed property of html, body and the host's own elements (outside our roots). */
const hostStyles = (p: Page) => p.evaluate(() => {
  const ours = '[data-cashback], .cb-modal, .cb-toaster-root';
  const els = [document.documentElement, document.body,
    ...document.querySelectorAll('#host-nav, #host-nav *, #host-content, #host-content *')].filter((el) => !el.closest(ours));
  return els.map((el) => {
    const cs = getComputedStyle(el);
    const props: Record<string, string> = {};
    for (let i = 0; i < cs.length; i++) props[cs[i]!] = cs.getPropertyValue(cs[i]!);
    for (const pseudo of ['::before', '::after', '::placeholder', '::marker']) {
      const ps = getComputedStyle(el, pseudo);
      props[`${pseudo} content`] = ps.content;
      props[`${pseudo} color`] = ps.color;
      props[`${pseudo} display`] = ps.display;
    }
    props.attrs = `${el.getAttribute('style') ?? ''}|${el.getAttribute('class') ?? ''}`;
    return { tag: el.tagName.toLowerCase() + (el.id ? `#${el.id}` : ''), props };
  });
});

/** What html's and body's height decide (the islands add content, so the page is taller). */
const PAGE_HEIGHT = new Set(['height', 'block-size', 'perspective-origin', 'transform-origin']);

function differences(a: Awaited<ReturnType<typeof hostStyles>>, b: Awaited<ReturnType<typeof hostStyles>>) {
  assert.is(a.length, b.length, 'the same host elements');
  const out: string[] = [];
  a.forEach((el, i) => {
    for (const [prop, value] of Object.entries(el.props)) {
      if ((el.tag === 'html' || el.tag === 'body') && PAGE_HEIGHT.has(prop)) continue;
      if (prop === 'attrs' && (el.tag === 'html' || el.tag === 'body')) continue;
      if (b[i]!.props[prop] !== value) out.push(`${el.tag} ${prop}: ${value} → ${b[i]!.props[prop]}`);
    }
  });
  return out;
}

async function load(withUs: boolean, sheet: string, width: number, path = '/shops/1') {
  const session = await open(env.browser, env.demo, { width });
  await session.page.route((url) => url.pathname === path, (route) => route.fulfill({ contentType: 'text/html', body: page(withUs, sheet) }));
  await session.page.goto(path);
  if (withUs) {
    await session.page.waitForFunction(() => [...document.querySelectorAll('[data-cashback]')]
      .every((el) => el.getAttribute('data-cashback-state') === 'mounted'));
    await session.page.getByRole('button', { name: 'Задати питання' }).waitFor();
  }
  await session.page.evaluate(() => document.fonts.ready);
  return session;
}

for (const sheet of ['bootstrap4', 'bootstrap5', 'tailwind', 'legacy']) {
  test(`${sheet}: our stylesheet and script change no computed property of the host's elements`, async () => {
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      const clean = await load(false, sheet, width);
      const before = await hostStyles(clean.page);
      await clean.context.close();
      const ours = await load(true, sheet, width);
      const after = await hostStyles(ours.page);
      assert.ok(before.length > 40, `${before.length} host elements`);
      assert.equal(differences(before, after), [], `${sheet} at ${width}`);
      console.log(`${sheet} @${width}: ${before.length} host elements × ${Object.keys(before[0]!.props).length} properties, 0 changed`);
      await ours.context.close();
    }
  });
}

test('html and body are as found once the modal and the mobile menu close', async () => {
  const { page, context } = await load(true, 'bootstrap5', WIDTHS.mobile);
  const found = await hostStyles(page);
  await page.getByRole('button', { name: 'Задати питання' }).click();
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  const burger = page.locator('[data-cashback="header"]').getByRole('button', { name: 'Меню', exact: true });
  await burger.click();
  await page.locator('.cb-header__panel').waitFor();
  await burger.click();
  await page.locator('.cb-header__panel').waitFor({ state: 'detached' });
  // An empty style="" is left on body after the modal closes (not by lockBodyScroll, which removes it); it styles nothing.
  const attrs = await page.evaluate(() => [document.documentElement, document.body]
    .map((el) => [...el.attributes].filter((a) => !(a.name === 'style' && !a.value)).map((a) => `${a.name}=${a.value}`).join(' ')));
  assert.equal(attrs, ['lang=uk', ''], 'no attribute left on html or body');
  assert.equal(differences(found, await hostStyles(page)), []);
  await context.close();
});

test.run();
