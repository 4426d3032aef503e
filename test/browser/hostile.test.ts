// Hostile input, measured: the demo's real API answers, rewritten on their way
// to the page (page.route), with XSS payloads in every string field.
// Nothing may run, no unsafe URL may be rendered, nothing
// may throw, no island may fail or go blank, and no 'undefined', 'NaN',
// 'null', 'Infinity' or '[object Object]' may reach the screen. Many
// responses are fed per page load: the app navigates in place between routes
// that each fetch their own data.
import * as assert from 'uvu/assert';
import type { Page, Route } from 'playwright-core';
import { browserSuite, open } from '../setup/browser';

const { test, env } = browserSuite('hostile input');

/** Each payload, if it ever runs, bumps window.__xss (alert is rewired to do the same). */
const XSS_TEMPLATES = [
  '<script>__xss++</script>', '<img src=x onerror=__xss++>', '"><img src=x onerror=__xss++>', "'><svg onload=__xss++>",
  '<svg/onload=__xss++>', '<body onload=__xss++>', '<iframe src="javascript:__xss++"></iframe>', '<a href="javascript:__xss++">x</a>',
  'javascript:__xss++', 'JaVaScRiPt:__xss++', ' javascript:__xss++', 'java\tscript:__xss++', 'javascript&colon;__xss++',
  'data:text/html,<script>__xss++</script>', 'data:image/svg+xml,<svg onload=__xss++>', 'vbscript:__xss++',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss++>', '<details open ontoggle=__xss++>', '<input autofocus onfocus=__xss++>',
  '<video><source onerror=__xss++>', '<object data="javascript:__xss++">', '<embed src="javascript:__xss++">',
  '<form action="javascript:__xss++"><button>x</button></form>', '<button formaction="javascript:__xss++">x</button>',
  '<marquee onstart=__xss++>', '<style>@import "javascript:__xss++"</style>', '<link rel=import href="data:text/html,<script>__xss++</script>">',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss++">', '<base href="javascript:__xss++//">', '<template><img src=x onerror=__xss++></template>',
  '<noscript><p title="</noscript><img src=x onerror=__xss++>">', '<svg><script>__xss++</script></svg>', '<svg><a xlink:href="javascript:__xss++"><text>x</text></a></svg>',
  '<img srcset="x 1x" onerror=__xss++>', '<div style="background:url(javascript:__xss++)">', '{{constructor.constructor("__xss++")()}}',
  '${__xss++}', '`${__xss++}`', '<scr<script>ipt>__xss++</scr</script>ipt>', '%3Cscript%3E__xss++%3C/script%3E', '&lt;script&gt;__xss++&lt;/script&gt;',
  '<img src="x" onerror="&#95;&#95;xss++">', '<img src=x onerror=\\u005f_xss++>', '<a href="&#106;avascript:__xss++">x</a>', '<a href="jav&#x09;ascript:__xss++">x</a>',
  '<iframe srcdoc="<script>parent.__xss++</script>"></iframe>', '<svg><animate onbegin=__xss++ attributeName=x dur=1s>', '<audio src=x onerror=__xss++>',
  '<select autofocus onfocus=__xss++>', '<textarea autofocus onfocus=__xss++>', '<keygen autofocus onfocus=__xss++>', '<isindex action=javascript:__xss++ type=submit>',
  '"onmouseover="__xss++', "' onfocus='__xss++' autofocus='", '</title><script>__xss++</script>', '</textarea><script>__xss++</script>',
  '<!--<img src="--><img src=x onerror=__xss++//">', '<img src=`x`onerror=__xss++>', '<a href="//evil.example">x</a>', '\u202e<script>__xss++</script>',
  '<svg><style><img src=x onerror=__xss++></style></svg>', '<math href="javascript:__xss++">x</math>', '<img/src/onerror=__xss++>', 'alert(1)',
];

/** The demo's GET endpoints the islands read. */
const isRead = (route: Route) => route.request().method() === 'GET' && new URL(route.request().url()).pathname.startsWith('/api/');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Replaces every string in `value` with the next payload (URL-ish keys get the URL payloads too). */
function poison(value: Json, next: () => string): Json {
  if (typeof value === 'string') return next();
  if (Array.isArray(value)) return value.map((v) => poison(v, next));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, next)]));
  return value;
}

/** In-app routes a signed-in user visits per page load; each fetches its own data. */
const routesFor = (load: number) => [
  '/shops', `/shops/${1 + (load % 40)}`, `/shops/category/${1 + (load % 8)}`, '/about',
  '/user-profile/personal', '/user-profile/my-cashback', '/user-profile/withdrawal-money', '/user-profile/my-friends', '/user-profile/settings', '/',
];

interface Tally { responses: number; payloads: Set<string>; loads: number }

/** Serves rewritten API answers; `rewrite` gets the real JSON. Counts what it fed. */
async function feed(page: Page, tally: Tally, rewrite: (body: Json) => { status: number; contentType: string; body: string }) {
  let inflight = 0;
  await page.route('**/api/**', async (route) => {
    if (!isRead(route)) return route.continue();
    inflight += 1;
    try {
      const real = await route.fetch();
      let body: Json;
      try {
        body = (await real.json()) as Json;
      } catch {
        return await route.fulfill({ response: real });
      }
      tally.responses += 1;
      await route.fulfill(rewrite(body));
    } catch {
      // the page navigated away meanwhile
    } finally {
      inflight -= 1;
    }
  });
  return { idle: () => inflight === 0 };
}

/** What the user could see or suffer on the page now; empty when all is well. */
async function problems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const xss = (window as unknown as { __xss: number }).__xss;
    if (xss) found.push(`${xss} script executions`);
    const islands = [...document.querySelectorAll<HTMLElement>('[data-cashback]')];
    for (const island of islands) {
      const name = island.getAttribute('data-cashback');
      if (island.getAttribute('data-cashback-state') === 'failed') found.push(`${name} failed`);
      // Blank: mounted, yet neither text nor a loading skeleton.
      if (island.getAttribute('data-cashback-state') === 'mounted' && !island.innerText.trim() && !island.querySelector('.cb-skeleton')) {
        found.push(`${name} blank`);
      }
      const bad = island.innerText.match(/\b(undefined|NaN|null|Infinity)\b|\[object Object\]/);
      if (bad) found.push(`${name} shows "${bad[0]}"`);
      for (const element of island.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          if (/^on/i.test(attribute.name)) found.push(`${name}: <${element.localName} ${attribute.name}>`);
          if (/^(href|src|action|formaction|srcset|xlink:href|poster|data)$/i.test(attribute.name)) {
            const value = attribute.value.trim();
            let protocol = 'invalid:';
            try {
              protocol = new URL(value, location.href).protocol;
            } catch {
              // not a URL at all: counted below
            }
            const relative = /^\/(?![/\\])/.test(value) || value.startsWith('#') || value.startsWith('?');
            if (!relative && !['http:', 'https:', 'blob:', 'mailto:', 'tel:'].includes(protocol)) found.push(`${name}: unsafe ${attribute.name}="${value.slice(0, 60)}"`);
          }
        }
      }
    }
    return found;
  });
}

/** One page load: home, then every route in place; returns the problems seen on each. */
async function tour(page: Page, load: number, idle: () => boolean): Promise<string[]> {
  const seen: string[] = [];
  const quiet = async () => {
    await page.waitForFunction(() => [...document.querySelectorAll('[data-cashback]')].every((el) =>
      ['mounted', 'failed'].includes(el.getAttribute('data-cashback-state') ?? '') || el.getAttribute('data-load') === 'visible'));
    for (let calm = 0; calm < 3;) {
      await page.waitForTimeout(60);
      calm = idle() ? calm + 1 : 0;
    }
  };
  await page.goto('/');
  await quiet();
  for (const path of routesFor(load)) {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await quiet();
    seen.push(...(await problems(page)).map((p) => `${path}: ${p}`));
  }
  return seen;
}

async function session(width: number) {
  const s = await open(env.browser, env.demo, { width, as: 'user@example.com' });
  await s.page.addInitScript(() => {
    (window as unknown as { __xss: number }).__xss = 0;
    window.alert = () => { (window as unknown as { __xss: number }).__xss += 1; };
  });
  s.page.on('dialog', (dialog) => void dialog.dismiss());
  return s;
}

test(`${XSS_TEMPLATES.length} XSS payloads in every string field the API sends: nothing runs, nothing unsafe is rendered`, async () => {
  assert.ok(XSS_TEMPLATES.length >= 60);
  const tally: Tally = { responses: 0, payloads: new Set(), loads: 0 };
  const problemsSeen: string[] = [];
  const pageErrors: string[] = [];
  for (const width of [375, 1280]) {
    const { page, context } = await session(width);
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    let i = width; // the two widths start at different payloads
    const { idle } = await feed(page, tally, (body) => ({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(poison(body, () => {
        const payload = XSS_TEMPLATES[i++ % XSS_TEMPLATES.length]!;
        tally.payloads.add(payload);
        return payload;
      })),
    }));
    problemsSeen.push(...(await tour(page, width, idle)));
    tally.loads += 1;
    await context.close();
  }
  console.log(`XSS: ${tally.payloads.size} payloads in ${tally.responses} responses over ${tally.loads} page loads; ${problemsSeen.length} problems, ${pageErrors.length} uncaught errors`);
  assert.is(tally.payloads.size, XSS_TEMPLATES.length, 'every payload was fed');
  assert.equal(problemsSeen, []);
  assert.equal(pageErrors, []);
});

test.run();
