// Starts a demo server on a free port for one test file; `logs` collects its console lines.
import { createDemo } from '../../demo/app.mjs';
import { createSession } from '../setup/http-session.mjs';

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
