/**
 * The demo's strict mode (`?csp=1` on a page, or `DEMO_CSP=1`): the page is
 * served with a nonce-based Content-Security-Policy and Trusted Types, and
 * the bundle is included the way Laravel 9+'s `@vite` does it with
 * `Vite::useCspNonce()` and the manifest's `integrity`: modulepreloads, the
 * stylesheet and the module script, each with the nonce and its SRI hash.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeMarkup } from '../escape.mjs';

/** The manifest key a host passes to `@vite`. */
export const ENTRY = 'src/runtime/main.ts';

/** The policy of issue 8: no inline script without the nonce, no inline style at all, HTML sinks only through Trusted Types. */
export const policy = (nonce) =>
  `script-src 'nonce-${nonce}' 'strict-dynamic'; style-src 'self'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'`;

/** True when this page request asks for the strict mode. @param {URL} url */
export const wantsStrictCsp = (url) => url.searchParams.get('csp') === '1' || process.env.DEMO_CSP === '1';

const attributes = (pairs) =>
  Object.entries(pairs)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeMarkup(String(value))}"`))
    .join('');

/**
 * What `@vite('src/runtime/main.ts')` writes for `manifest` (Laravel's
 * Illuminate\Foundation\Vite: preloads of the entry and its imports, then
 * stylesheets, then the script; `integrity` and `nonce` on each).
 * @param {Record<string, { file: string, imports?: string[], css?: string[], integrity?: string }>} manifest
 * @param {{ base: string, nonce: string, entry?: string }} options
 */
export function viteTags(manifest, { base, nonce, entry = ENTRY }) {
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`Unable to locate file in Vite manifest: ${entry}.`);
  const byFile = (file) => Object.values(manifest).find((c) => c.file === file);
  const url = (file) => `${base}/${file}`;
  const preloads = [chunk, ...(chunk.imports ?? []).map((key) => manifest[key]).filter(Boolean)].map((c) =>
    `<link${attributes({ rel: 'modulepreload', href: url(c.file), nonce, integrity: c.integrity })}>`);
  const styles = (chunk.css ?? []).map((file) => {
    const css = byFile(file);
    preloads.unshift(`<link${attributes({ rel: 'preload', as: 'style', href: url(file), nonce, integrity: css?.integrity })}>`);
    return `<link${attributes({ rel: 'stylesheet', href: url(file), nonce, integrity: css?.integrity })}>`;
  });
  const script = `<script${attributes({ type: 'module', src: url(chunk.file), nonce, integrity: chunk.integrity })}></script>`;
  return [...preloads, ...styles, script].join('\n');
}

/**
 * A fresh nonce, the header, and the `@vite` tags for one page.
 * @param {string} distDir
 */
export function strictPage(distDir) {
  const nonce = randomBytes(18).toString('base64');
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'manifest.json'), 'utf8'));
  return {
    nonce,
    assets: viteTags(manifest, { base: '/widgets', nonce }),
    headers: { 'content-security-policy': policy(nonce) },
  };
}
