// Where each engine's programs are (Debian's packages, or the *_PATH variables),
// for test/setup/engines.ts and for test/run.mjs, which skips or, in CI, fails
// the engine tests of a missing engine. Plain JavaScript: test/run.mjs loads no TypeScript.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

function minibrowser() {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  const lib = '/usr/lib';
  for (const dir of existsSync(lib) ? readdirSync(lib) : []) {
    const file = path.join(lib, dir, 'webkit2gtk-4.1', 'MiniBrowser');
    if (existsSync(file)) return file;
  }
  return path.join(lib, 'x86_64-linux-gnu', 'webkit2gtk-4.1', 'MiniBrowser');
}

/** Every program each engine needs. */
export const BINARIES = {
  chromium: { browser: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
  firefox: { browser: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr' },
  webkit: { driver: process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver', browser: minibrowser(), display: process.env.XVFB_PATH || '/usr/bin/Xvfb' },
};

/** The Debian packages that bring each engine (.ci/run installs them). */
export const PACKAGES = { chromium: 'chromium', firefox: 'firefox-esr', webkit: 'webkit2gtk-driver xvfb' };

/** Why `engine` cannot run here (a missing program), or null. */
export function engineMissing(engine) {
  const absent = Object.values(BINARIES[engine]).filter((file) => !existsSync(file));
  return absent.length ? `${engine}: ${absent.join(', ')} not found` : null;
}
