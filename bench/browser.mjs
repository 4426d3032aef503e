// What every bench sets up the same way: Debian's Chromium through
// playwright-core (never a downloaded browser), the demo server serving the
// bundle under test on a free port, the CPU of a low-tier phone (calibrate.mjs),
// a signed-in session, and medians.
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { createDemo } from '../demo/app.mjs';
import { dist } from './build-if-needed.mjs';
import { calibrateCpu } from './calibrate.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Headless Chromium with the flags this network-less machine needs. */
export const launchChromium = () =>
  chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

/** Slows the page's CPU down to a low-tier phone's (the calibrated rate, measured on first use); resolves with `{ rate, index, line }`. */
export async function slowDown(context, page) {
  const cpu = await calibrateCpu(context.browser());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu.rate });
  return cpu;
}

/** Lighthouse's mobile slow 4G as `throttlingMethod: 'devtools'` applies it: its own constants, in bytes a second. */
const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps } = throttling.mobileSlow4G;
export const SLOW_4G = { offline: false, latency: requestLatencyMs, downloadThroughput: (downloadThroughputKbps * 1024) / 8, uploadThroughput: (uploadThroughputKbps * 1024) / 8 };

/** Throttles the page's network to SLOW_4G (CDP Network.emulateNetworkConditions). */
export async function slowNetwork(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
}

/** The demo server on a free port (options as createDemo's: `seedShops`...), serving `dist`; resolves with its URL and `close`. */
export async function startDemo(options = {}) {
  const server = createDemo({ distDir: dist, log: () => {}, ...options });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = async () => {
    server.closeAllConnections?.();
    await new Promise((resolve) => server.close(resolve));
  };
  return { url: `http://127.0.0.1:${server.address().port}`, close };
}

/**
 * Logs in through the demo API as the login form does (the csrf cookie, then
 * POST /api/login) and returns the session's cookies as a Cookie header.
 */
export async function logIn(url, email = 'user@example.com') {
  const jar = new Map();
  const keep = (reply) => {
    for (const line of reply.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  };
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const common = { Accept: 'application/json', Referer: `${url}/login`, Origin: url };
  keep(await fetch(`${url}/sanctum/csrf-cookie`, { headers: common }));
  const reply = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { ...common, 'Content-Type': 'application/json', Cookie: header(), 'X-XSRF-TOKEN': decodeURIComponent(jar.get('XSRF-TOKEN') ?? '') },
    body: JSON.stringify({ email, password: 'password123' }),
  });
  if (!reply.ok) throw new Error(`login as ${email}: ${reply.status} ${await reply.text()}`);
  keep(reply);
  return header();
}

/** The median of the numbers among `values` (a failed step leaves null), or null when there are none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
