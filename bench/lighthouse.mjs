// `npm run bench:lighthouse`: first paint and load of the demo's pages, for
// a guest and for a signed-in user (user@example.com, on a first visit: a
// fresh profile, nothing in localStorage), measured by Lighthouse (mobile defaults: simulated slow 4G; the CPU of a
// low-tier phone, calibrated by bench/calibrate.mjs, in place of its 4x) in
// Debian's Chromium, against a floor: the same page saved as static HTML with
// the stylesheet and no JavaScript.
//
// For each route the demo server starts in this process; Chromium
// (playwright-core) opens the page once to save its rendered DOM without
// scripts (the floor); then Lighthouse runs RUNS times on the page and on its
// floor, each in a fresh Chrome profile. Medians are printed, with the
// machine's load average (Lighthouse's simulated times still grow when the
// CPU is shared).
//
//   node bench/lighthouse.mjs              (CASHBACK_DIST picks the bundle, default dist/)
//   BENCH_RUNS=5 node bench/lighthouse.mjs
//   BENCH_ROUTES=/,/login node bench/lighthouse.mjs   (BENCH_ROUTES= for none)
//   BENCH_USER_ROUTES=/,/shops/1 node bench/lighthouse.mjs   (signed in; BENCH_USER_ROUTES= for none)
//   BENCH_SAVE=dir node bench/lighthouse.mjs   (keeps every report, JSON)
//   BENCH_UPSTREAM=http://127.0.0.1:8000 node bench/lighthouse.mjs   (another host already running, e.g.
//                                               `node demo/laravel/serve.mjs`, in place of the Node demo)
//   BENCH_THROTTLING=devtools node bench/lighthouse.mjs   (the same slow 4G and calibrated CPU applied to the
//                                               browser while it loads, instead of Lantern's simulation of an
//                                               unthrottled load: a request counts where it really waits)
//   BENCH_PATH=1 node bench/lighthouse.mjs     (prints, per run, the LCP element and what the simulated LCP waited for: bench/lantern-path.mjs;
//                                               BENCH_PATH=all: every request and task of the LCP's simulation)
//   BENCH_TBT=1 node bench/lighthouse.mjs      (prints, per run, the simulated long tasks that make up TBT and what each ran)
//
// Signed in: the bench logs in through the demo API as the login form does
// (csrf cookie, then POST /api/login), and Lighthouse sends the session's
// cookies with every request (extraHeaders); a run whose page was not
// rendered for a signed-in user (window.isAuthenticated = true) or whose API
// calls were refused (401/419) fails the bench.
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM, launchChromium, logIn, median, startDemo } from './browser.mjs';
import { calibrateCpu } from './calibrate.mjs';
import { buildIfNeeded, dist } from './build-if-needed.mjs';
import { lanternLcpReport, lanternTbtReport } from './lantern-path.mjs';

const RUNS = Number(process.env.BENCH_RUNS) || 3;
const ROUTES = (process.env.BENCH_ROUTES ?? '/,/shops,/shops/1,/login,/about').split(',').filter(Boolean);
const USER_ROUTES = (process.env.BENCH_USER_ROUTES ?? '/,/user-profile/personal,/user-profile/my-cashback,/shops/1').split(',').filter(Boolean);
const USER = 'user@example.com';
const FLOOR = '/__floor';
/** BENCH_COMPRESS=0 measures the demo's own uncompressed responses. */
const COMPRESS = process.env.BENCH_COMPRESS !== '0';
/** BENCH_SAVE=dir keeps every Lighthouse report (JSON) there. */
const SAVE = process.env.BENCH_SAVE;
let saved = 0;
/** BENCH_THROTTLING=devtools throttles the real load (Lighthouse's `throttlingMethod`) instead of simulating it. */
const THROTTLING = process.env.BENCH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
/**
 * The calibrated slowdown (calibrate.mjs) as Lighthouse's cpuSlowdownMultiplier, in both modes.
 * devtools: the rate Lighthouse sets with Emulation.setCPUThrottlingRate while the page loads.
 * simulate: Lantern multiplies every main-thread task it observed in the unthrottled load by it
 * (layout tasks by half of it; Simulator.createSimulator, and Lighthouse's requestIdleCallback
 * shim cuts idle deadlines by it). Its default 4x makes the simulated phone a quarter of
 * whatever machine ran the load; the calibrated rate makes it the same low-tier phone as the
 * devtools mode and the other benches do.
 */
let cpu;
/** BENCH_PATH=1 prints each run's LCP element and the simulated LCP's critical path. */
const SHOW_PATH = Boolean(process.env.BENCH_PATH);
/** BENCH_TBT=1 prints each run's simulated long tasks between FCP and TTI, with what they ran. */
const SHOW_TBT = Boolean(process.env.BENCH_TBT);

const compressible = /^(text\/|application\/(json|javascript)|image\/svg)/;

/** Brotli or gzip, as the host's web server (nginx, Apache) would send text to a browser that accepts it. */
function send(req, res, status, headers, body) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const type = String(headers['content-type'] ?? '');
  if (COMPRESS && body.length > 256 && compressible.test(type) && /\b(br|gzip)\b/.test(accepts)) {
    const br = /\bbr\b/.test(accepts);
    body = br ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body, { level: 6 });
    headers = { ...headers, 'content-encoding': br ? 'br' : 'gzip', vary: 'accept-encoding' };
  }
  res.writeHead(status, { ...headers, 'content-length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The demo behind a front server that compresses (the demo itself does not),
 * plus the saved floors under /__floor/<route>.
 */
async function startServer() {
  const demo = process.env.BENCH_UPSTREAM ? { url: process.env.BENCH_UPSTREAM.replace(/\/+$/, ''), close: async () => {} } : await startDemo();
  const upstream = demo.url;
  const floors = new Map();
  const server = createServer(async (req, res) => {
    try {
      const floor = floors.get(req.url);
      if (floor !== undefined) return send(req, res, 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }, Buffer.from(floor));
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'accept-encoding', 'content-length'].includes(k)));
      // As a reverse proxy passes the Host on: Sanctum's stateful check compares Origin/Referer with it.
      for (const name of ['origin', 'referer']) {
        if (typeof headers[name] === 'string') headers[name] = headers[name].replace(`http://${req.headers.host}`, upstream);
      }
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const reply = await fetch(upstream + req.url, {
        method: req.method, headers, redirect: 'manual', body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      const out = {};
      reply.headers.forEach((value, key) => { if (!['content-length', 'set-cookie', 'connection', 'keep-alive', 'transfer-encoding'].includes(key)) out[key] = value; });
      const cookies = reply.headers.getSetCookie();
      if (cookies.length) out['set-cookie'] = cookies;
      let body = Buffer.from(await reply.arrayBuffer());
      // A host that writes absolute URLs with its own origin (Laravel's asset()): through this server, as a
      // reverse proxy rewrites them, or its scripts would be cross-origin modules without CORS.
      if (String(out['content-type'] ?? '').startsWith('text/html')) body = Buffer.from(body.toString('utf8').replaceAll(upstream, `http://${req.headers.host}`));
      send(req, res, reply.status, out, body);
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = async () => {
    server.closeAllConnections?.();
    await new Promise((resolve) => server.close(resolve));
    await demo.close();
  };
  return { close, floors, url: `http://127.0.0.1:${server.address().port}` };
}

/** The page's DOM once every island has settled, without scripts: what a browser could paint with no JS. */
async function saveFloor(browser, url, cookie) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'uk-UA',
    extraHTTPHeaders: cookie ? { Cookie: cookie } : {},
  });
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const html = await page.evaluate(() => {
      const doc = document.documentElement.cloneNode(true);
      doc.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"]').forEach((node) => node.remove());
      return '<!doctype html>' + doc.outerHTML;
    });
    return html;
  } finally {
    await context.close();
  }
}

/**
 * Longest chain of requests by initiator (document = 1), from the DevTools log.
 * Chromium names no initiator for a modulepreload link a script added
 * ('about:client'): its parent is taken to be the last script that had
 * arrived when it was sent (only a script that has run can add a link).
 */
function chainDepth(devtoolsLog, until) {
  const sent = devtoolsLog.filter((e) => e.method === 'Network.requestWillBeSent').map((e) => e.params);
  const finished = new Map(devtoolsLog.filter((e) => e.method === 'Network.loadingFinished').map((e) => [e.params.requestId, e.params.timestamp]));
  const byUrl = new Map();
  for (const params of sent) if (!byUrl.has(params.request.url)) byUrl.set(params.request.url, params);
  const scripts = sent.filter((p) => p.type === 'Script' && finished.has(p.requestId));
  const parentOf = (params) => {
    const { initiator } = params;
    const frames = [];
    for (let stack = initiator?.stack; stack; stack = stack.parent) frames.push(...stack.callFrames);
    const url = frames.find((f) => f.url)?.url ?? initiator?.url;
    if (url && url !== params.request.url && byUrl.has(url)) return url;
    if (initiator?.type !== 'script') return null;
    const before = scripts.filter((s) => finished.get(s.requestId) <= params.timestamp);
    return before.sort((a, b) => finished.get(b.requestId) - finished.get(a.requestId))[0]?.request.url ?? null;
  };
  const depthOf = new Map();
  const depth = (url, seen = new Set()) => {
    if (depthOf.has(url)) return depthOf.get(url);
    if (seen.has(url)) return 1;
    seen.add(url);
    const parent = parentOf(byUrl.get(url));
    const d = parent ? depth(parent, seen) + 1 : 1;
    depthOf.set(url, d);
    return d;
  };
  let max = 0;
  for (const params of sent) {
    if (until !== undefined && params.timestamp > until) continue;
    if (params.request.url.startsWith('data:')) continue;
    max = Math.max(max, depth(params.request.url));
  }
  return max;
}

const brotli = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** One Lighthouse run: the metrics, what was requested before LCP, the chain and the guest JS. */
async function measure(url, cookie) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'],
  });
  try {
    const flags = {
      port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'],
      throttlingMethod: THROTTLING, throttling: { cpuSlowdownMultiplier: cpu.rate },
    };
    if (cookie) flags.extraHeaders = { Cookie: cookie };
    const result = await lighthouse(url, flags);
    const { lhr, artifacts } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (cookie) await assertSignedIn(url, lhr, artifacts, cookie);
    if (SAVE) {
      mkdirSync(SAVE, { recursive: true });
      writeFileSync(path.join(SAVE, `${++saved}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`), JSON.stringify(lhr));
    }
    if (SHOW_PATH && !url.includes(FLOOR)) {
      const element = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node');
      console.log(`    LCP element: ${element?.selector ?? '?'} "${(element?.nodeLabel ?? '').slice(0, 60)}"`);
      console.log((await lanternLcpReport(artifacts, lhr.configSettings, { all: process.env.BENCH_PATH === 'all' })).join('\n'));
    }
    if (SHOW_TBT && !url.includes(FLOOR)) console.log((await lanternTbtReport(artifacts, lhr.configSettings)).join('\n'));
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const metrics = lhr.audits.metrics.details.items[0];
    const requests = lhr.audits['network-requests'].details.items.filter((r) => !r.url.startsWith('data:'));
    // Observed (unthrottled) times, both relative to the navigation's start.
    const lcpAt = metrics.observedLargestContentfulPaint;
    const beforeLcp = requests.filter((r) => r.networkRequestTime <= lcpAt);
    const devtoolsLog = artifacts.DevtoolsLog ?? artifacts.devtoolsLogs?.defaultPass ?? [];
    const lcpTs = (metrics.observedNavigationStartTs + lcpAt * 1000) / 1e6;
    const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.includes('/widgets/'));
    const guestJs = scripts.reduce((n, r) => {
      const file = path.join(dist, new URL(r.url).pathname.slice('/widgets/'.length));
      return n + (existsSync(file) ? brotli(readFileSync(file)) : 0);
    }, 0);
    return {
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      score: lhr.categories.performance.score * 100,
      requestsBeforeLcp: beforeLcp.length,
      kbBeforeLcp: beforeLcp.reduce((n, r) => n + (r.transferSize || 0), 0) / 1024,
      requests: requests.length,
      depth: chainDepth(devtoolsLog, lcpTs),
      depthAll: chainDepth(devtoolsLog),
      jsFiles: scripts.length,
      jsKb: guestJs / 1024,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Fails when Lighthouse's page was not the signed-in one: the host's flag, and no API call refused.
 * Without the document's text, the user's GET; a page the host wrote with its user sends none, so
 * the page is asked for again with the same cookie.
 */
async function assertSignedIn(url, lhr, artifacts, cookie) {
  const html = artifacts.MainDocumentContent ?? await (await fetch(url, { headers: { Cookie: cookie } })).text();
  const api = lhr.audits['network-requests'].details.items.filter((r) => r.url.includes('/api/'));
  const flagged = /window\.isAuthenticated\s*=\s*true/.test(html) || api.some((r) => new URL(r.url).pathname === '/api/user' && r.statusCode === 200);
  if (!flagged) throw new Error(`${url}: the page was rendered for a guest (the session cookie did not reach it)`);
  const refused = api.filter((r) => [401, 419].includes(r.statusCode));
  if (refused.length) throw new Error(`${url}: API calls refused: ${refused.map((r) => `${r.statusCode} ${r.url}`).join(', ')}`);
}

const medians = (runs) => Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
const s = (ms) => (ms == null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);

buildIfNeeded();
const started = Date.now();
const loadBefore = load();
const { close, floors, url } = await startServer();
const results = [];
try {
  const cookie = USER_ROUTES.length ? await logIn(url, USER) : '';
  // Floors of the signed-in pages live under /__floor/user/<route>.
  const visits = [
    ...ROUTES.map((route) => ({ route, who: 'guest', floor: FLOOR + route, cookie: '' })),
    ...USER_ROUTES.map((route) => ({ route, who: 'user', floor: `${FLOOR}/user${route}`, cookie })),
  ];
  const browser = await launchChromium();
  try {
    cpu = await calibrateCpu(browser);
    for (const visit of visits) floors.set(visit.floor, await saveFloor(browser, url + visit.route, visit.cookie));
  } finally {
    await browser.close();
  }
  for (const { route, who, floor: floorPath, cookie: sent } of visits) {
    const page = [];
    const floor = [];
    for (let i = 0; i < RUNS; i++) {
      page.push(await measure(url + route, sent));
      floor.push(await measure(url + floorPath));
      const p = page.at(-1);
      process.stdout.write(`  ${who} ${route} run ${i + 1}/${RUNS}: LCP ${s(p.lcp)} (floor ${s(floor.at(-1).lcp)}), TBT ${Math.round(p.tbt)} ms, CLS ${p.cls.toFixed(3)}, load ${load()}\n`);
    }
    results.push({ route, who, page: medians(page), floor: medians(floor) });
  }
} finally {
  await close();
}

const columns = [
  ['route', (r) => r.route],
  ['who', (r) => r.who],
  ['FCP', (r) => s(r.page.fcp)],
  ['LCP', (r) => s(r.page.lcp)],
  ['TBT', (r) => `${Math.round(r.page.tbt)} ms`],
  ['CLS', (r) => r.page.cls.toFixed(3)],
  ['score', (r) => String(Math.round(r.page.score))],
  ['req. before LCP', (r) => String(r.page.requestsBeforeLcp)],
  ['KB before LCP', (r) => r.page.kbBeforeLcp.toFixed(0)],
  ['requests', (r) => String(r.page.requests)],
  ['chain (LCP/all)', (r) => `${r.page.depth}/${r.page.depthAll}`],
  ['floor FCP', (r) => s(r.floor.fcp)],
  ['floor LCP', (r) => s(r.floor.lcp)],
  ['LCP / floor', (r) => `${(r.page.lcp / r.floor.lcp).toFixed(2)}x`],
  ['JS (br)', (r) => `${r.page.jsKb.toFixed(1)} KB / ${r.page.jsFiles}`],
];
const cells = results.map((r) => columns.map(([, cell]) => cell(r)));
const widths = columns.map(([label], i) => Math.max(label.length, ...cells.map((row) => row[i].length)));
const line = (row) => '| ' + row.map((c, i) => c.padEnd(widths[i])).join(' | ') + ' |';
console.log(`\nLighthouse mobile defaults (${THROTTLING === 'devtools' ? `slow 4G and ${cpu.rate}x CPU applied to the load (devtools throttling)` : `simulated slow 4G, ${cpu.rate}x CPU`}), median of ${RUNS} runs, responses ${COMPRESS ? 'compressed (brotli/gzip, as a production web server sends them)' : 'uncompressed'}; load average ${loadBefore} before, ${load()} after\n`);
console.log(`${cpu.line}\n`);
console.log(line(columns.map(([label]) => label)));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of cells) console.log(line(row));
console.log(`
Requests and KB before LCP: requests the browser started before the observed LCP (unthrottled run),
transfer sizes as sent. Chain: the longest chain of requests
by initiator (the document is 1), before LCP / over the whole load. JS: the brotli size of the
scripts the browser fetched, and their count. The floor: the page's DOM after load (for the user,
signed in), saved without scripts, with the stylesheet. who 'user': user@example.com on a first
visit (a fresh profile: nothing in localStorage), the session's cookies sent with every request.
Finished in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
