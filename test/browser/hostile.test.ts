// Hostile input, measured: the demo's real API answers, rewritten on their way
// to the page (page.route, see hostile-page.ts), with XSS payloads in every string field.
// Nothing may run, no unsafe URL may be rendered, nothing
// may throw, no island may fail or go blank, and no 'undefined', 'NaN',
// 'null', 'Infinity' or '[object Object]' may reach the screen. Many
// responses are fed per page load: the app navigates in place between routes
// that each fetch their own data.
import * as assert from 'uvu/assert';
import { browserSuite } from '../setup/browser';
import { hostilePage, newTally, tour, type Json } from './hostile-page';

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

test(`${XSS_TEMPLATES.length} XSS payloads in every string field the API sends: nothing runs, nothing unsafe is rendered`, async () => {
  assert.ok(XSS_TEMPLATES.length >= 60);
  const tally = newTally();
  const payloads = new Set<string>();
  const problemsSeen: string[] = [];
  const pageErrors: string[] = [];
  for (const width of [375, 1280]) {
    let i = width; // the two widths start at different payloads
    const next = () => {
      const payload = XSS_TEMPLATES[i++ % XSS_TEMPLATES.length]!;
      payloads.add(payload);
      return payload;
    };
    const hostile = await hostilePage(env, { width, as: 'user@example.com' }, (body) =>
      body === undefined ? undefined : { status: 200, contentType: 'application/json', body: JSON.stringify(poison(body, next)) }, tally);
    const { found } = await tour(hostile, routesFor(width));
    problemsSeen.push(...found.map((p) => `${width} px ${p}`));
    pageErrors.push(...hostile.pageErrors);
    await hostile.context.close();
  }
  console.log(`XSS: ${payloads.size} payloads in ${tally.responses} responses to ${tally.routes.size} API routes over 2 page loads; ${problemsSeen.length} problems, ${pageErrors.length} uncaught errors`);
  assert.is(payloads.size, XSS_TEMPLATES.length, 'every payload was fed');
  assert.equal(problemsSeen, []);
  assert.equal(pageErrors, []);
});

test.run();
