// What every bench sets up the same way: Debian's Chromium through
// playwright-core (never a downloaded browser), the demo server serving the
// bundle under test on a free port, the CPU of a mid-range phone, and medians.
import { chromium } from 'playwright-core';
import { createDemo } from '../demo/app.mjs';
import { dist } from './build-if-needed.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** How many times slower than this machine the page's CPU runs (CDP Emulation.setCPUThrottlingRate). */
export const CPU_SLOWDOWN = 4;

/** Headless Chromium with the flags this network-less machine needs. */
export const launchChromium = () =>
  chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

/** Slows the page's CPU down `CPU_SLOWDOWN` times. */
export async function slowDown(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
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

/** The median of the numbers among `values` (a failed step leaves null), or null when there are none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
