// Starts a demo server on a free port for one test file; `logs` collects its console lines.
// Used by the demo API tests and, through test/setup/browser.ts, the browser tests.
import { suite } from 'uvu';
import { createDemo } from '../../demo/app.mjs';
import { createSession } from './http-session.mjs';

/** @param {Parameters<typeof createDemo>[0]} [options] */
export async function startDemo(options = {}) {
  const logs = [];
  const server = createDemo({ log: (line) => logs.push(line), ...options });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    server,
    db: server.db,
    logs,
    /** A fresh browser-like session against this server. */
    session: () => createSession(url),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

/**
 * A uvu suite with its own demo server: started before the first case, closed
 * after the last. `demo` is filled in by then (url, server, db, logs, session).
 * @param {string} name
 * @param {Parameters<typeof createDemo>[0]} [options]
 */
export function demoSuite(name, options = {}) {
  const test = suite(name);
  /** @type {Awaited<ReturnType<typeof startDemo>>} */
  const demo = /** @type {any} */ ({});
  test.before(async () => {
    Object.assign(demo, await startDemo(options));
  });
  test.after(() => demo.close());
  return { test, demo };
}
