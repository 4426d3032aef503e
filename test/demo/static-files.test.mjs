import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { startDemo } from '../setup/demo-server.mjs';

const test = suite('demo static files under /widgets/');
const root = mkdtempSync(join(tmpdir(), 'cashback-demo-'));
const dist = join(root, 'dist');
const JS = `export const hello = ${JSON.stringify('привіт '.repeat(400))};\n`;
let demo;

test.before(async () => {
  mkdirSync(join(dist, 'chunks'), { recursive: true });
  writeFileSync(join(dist, 'cashback.js'), JS);
  writeFileSync(join(dist, 'cashback.css'), '.cb-x{color:red}');
  writeFileSync(join(dist, 'cashback.js.map'), '{"version":3}');
  writeFileSync(join(dist, 'chunks', 'shop-ABC123.js'), 'export default 1;');
  writeFileSync(join(root, 'secret.txt'), 'top secret');
  demo = await startDemo({ distDir: dist });
});
test.after(async () => {
  await demo.close();
  rmSync(root, { recursive: true, force: true });
});

/** A raw request, so `..` and `%2e` reach the server unnormalised. */
function raw(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const { port } = demo.server.address();
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject).end();
  });
}

test('serves JS, CSS and maps with their types, no-cache and validators', async () => {
  const js = await raw('/widgets/cashback.js');
  assert.is(js.status, 200);
  assert.is(js.headers['content-type'], 'text/javascript; charset=utf-8');
  assert.is(js.headers['cache-control'], 'no-cache');
  assert.ok(js.headers.etag && js.headers['last-modified']);
  assert.is(js.body.toString(), JS);
  assert.is((await raw('/widgets/cashback.css')).headers['content-type'], 'text/css; charset=utf-8');
  assert.is((await raw('/widgets/cashback.js.map')).headers['content-type'], 'application/json; charset=utf-8');
  const chunk = await raw('/widgets/chunks/shop-ABC123.js');
  assert.is(chunk.body.toString(), 'export default 1;');
  // The scripts carry no sourceMappingURL comment: the header leads the developer tools to a map, when there is one.
  assert.is(js.headers.sourcemap, 'cashback.js.map');
  assert.is(chunk.headers.sourcemap, undefined);
  const again = await raw('/widgets/cashback.js', { 'if-none-match': js.headers.etag });
  assert.is(again.status, 304);
  assert.is(again.body.length, 0);
});

test('compresses with gzip or brotli when accepted', async () => {
  const gz = await raw('/widgets/cashback.js', { 'accept-encoding': 'gzip, deflate' });
  assert.is(gz.headers['content-encoding'], 'gzip');
  assert.is(gz.headers.vary, 'Accept-Encoding');
  assert.is(gunzipSync(gz.body).toString(), JS);
  const br = await raw('/widgets/cashback.js', { 'accept-encoding': 'gzip, br' });
  assert.is(br.headers['content-encoding'], 'br');
  assert.is(brotliDecompressSync(br.body).toString(), JS);
  const refused = await raw('/widgets/cashback.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
  assert.is(refused.headers['content-encoding'], undefined);
  const api = await raw('/api/shops', { 'accept-encoding': 'gzip' });
  assert.is(api.headers['content-encoding'], 'gzip');
  assert.is(JSON.parse(gunzipSync(api.body).toString()).data.length, 48);
});

test('missing files: 404', async () => {
  for (const path of ['/widgets/nope.js', '/widgets/', '/widgets/chunks']) {
    assert.is((await raw(path)).status, 404, path);
  }
});

test('no path traversal out of distDir', async () => {
  // The URL parser resolves `..` and `%2e%2e` segments first: those land on host pages.
  for (const path of ['/widgets/../secret.txt', '/widgets/%2e%2e/secret.txt']) {
    assert.not.match((await raw(path)).body.toString(), 'top secret', path);
  }
  // Encoded slashes survive parsing and reach the file server.
  for (const path of ['/widgets/..%2fsecret.txt', '/widgets/%2e%2e%2f%2e%2e%2fetc%2fpasswd', '/widgets/chunks/..%2f..%2fsecret.txt', '/widgets/..%5csecret.txt', '/widgets/%00', '/widgets/%E0%A4%A']) {
    const res = await raw(path);
    assert.is(res.status, 404, path);
    assert.not.match(res.body.toString(), 'top secret', path);
  }
});

test.run();
