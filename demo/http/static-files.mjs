/** Serves the built bundle from a folder, with validators and no path traversal. */
import { readFile, stat } from 'node:fs/promises';
import { basename, extname, resolve, sep } from 'node:path';
import { notFound } from './respond.mjs';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** Resolves a URL path inside `root`, or null when it would leave it. */
export function resolveInside(root, urlPath) {
  let relative;
  try {
    relative = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (relative.includes('\0')) return null;
  const base = resolve(root);
  const file = resolve(base, `.${sep}${relative}`);
  return file.startsWith(base + sep) ? file : null;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {string} root folder to serve
 * @param {string} urlPath path below the mount point, e.g. `cashback.js`
 * @returns {Promise<import('./respond.mjs').Reply>}
 */
export async function serveFile(req, root, urlPath) {
  const file = resolveInside(root, urlPath);
  if (!file) return notFound();
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return notFound();
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = {
    'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
    etag,
    'last-modified': info.mtime.toUTCString(),
  };
  // The build writes no `//# sourceMappingURL=` comment into its scripts (bytes every shopper pays):
  // the browser's developer tools find each map from this header instead.
  if (/\.m?js$/i.test(file) && (await stat(`${file}.map`).catch(() => null))?.isFile()) headers.sourcemap = `${basename(file)}.map`;
  if (req.headers['if-none-match'] === etag) return { status: 304, headers };
  return { status: 200, headers, body: await readFile(file) };
}
