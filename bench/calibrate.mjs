// The CPU slowdown every bench applies, calibrated to a phone rather than a
// fixed 4x: a "4x" is a different phone on every machine. This machine's
// Lighthouse benchmark index is measured with Lighthouse's own
// computeBenchmarkIndex in a fresh, unthrottled page, and the page's CPU is
// slowed down index / 264 times: 264 is the index DevTools' CPU calibration
// targets for its low-tier mobile preset (a Moto G4 Power 2022), the phone
// Lighthouse's mobile profile stands for.
//
//   node bench/calibrate.mjs           (prints the calibration line)
//   BENCH_CPU_RATE=4 node bench/...    (any bench: that slowdown instead, printed as an override)
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

export const TARGET_INDEX = 264;
const RUNS = 5;

let calibration;

/**
 * The page CPU slowdown for this process, measured once in `browser` (a
 * playwright Browser) and cached: `{ rate, index, line }`, `index` null
 * under BENCH_CPU_RATE. Prints `line` when it is first known.
 */
export function calibrateCpu(browser) {
  calibration ??= measure(browser).then((cpu) => (console.log(cpu.line), cpu));
  return calibration;
}

async function measure(browser) {
  const override = Number(process.env.BENCH_CPU_RATE);
  if (override > 0) return { rate: override, index: null, line: `CPU: slowdown ${override}x (BENCH_CPU_RATE override, not calibrated)` };
  const load = loadavg()[0].toFixed(2);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // A first run to let V8 optimise the benchmark, as DevTools' calibration does (here a first run read lowest).
    await page.evaluate(pageFunctions.computeBenchmarkIndex);
    const indexes = [];
    for (let i = 0; i < RUNS; i++) indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    indexes.sort((a, b) => a - b);
    const index = indexes[RUNS >> 1];
    // CDP keeps the rate to hundredths (DevTools' calibration rounds it so too).
    const rate = Math.max(1, Math.round((index / TARGET_INDEX) * 100) / 100);
    // The index does not fall exactly in proportion to the rate (DevTools bisects for that reason): measure what the rate gives.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const slowed = Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return {
      rate, index,
      line: `CPU: benchmark index ${Math.round(index)} (median of ${RUNS}: ${indexes.map(Math.round).join(', ')}; load ${load}), ` +
        `slowdown ${rate}x → ~${TARGET_INDEX} (low-tier phone; the index under it: ${slowed})`,
    };
  } finally {
    await context.close();
  }
}

// Not awaited at the top: browser.mjs imports this module, which must finish evaluating first.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  import('./browser.mjs').then(async ({ launchChromium }) => {
    const browser = await launchChromium();
    try {
      await calibrateCpu(browser);
    } finally {
      await browser.close();
    }
  });
}
