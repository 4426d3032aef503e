/**
 * Host stylesheets for trying the islands on a "real" host: `/?host=bootstrap4`
 * (or bootstrap5, tailwind, legacy) adds that sheet to the page, before
 * cashback.css, or after it with `&hostorder=after`. The sheets come straight
 * from node_modules (devDependencies), not copies.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { notFound } from '../http/respond.mjs';

const modules = fileURLToPath(new URL('../../node_modules/', import.meta.url));

/** The hand-written sheet of a legacy site (issue 12). */
const LEGACY = `html{font-size:62.5%}
*{box-sizing:content-box}
body{font:14px/1.8 Arial}
p{margin:0 0 1.5em}
h1,h2,h3{text-transform:uppercase;margin:1em 0}
img{border:1px solid #ccc}
input,button{font-size:12px;padding:2px 4px}
a{color:#c00}
label{display:block;font-weight:bold}
`;

/** Tailwind's preflight is a source file: resolve its theme() calls to Tailwind's defaults, as a Tailwind build would. */
const compileTheme = (text) =>
  text.replace(/theme\('([^']+)'(?:,\s*([^;]*?))?\)(?=\s*;)/g, (_, key, fallback) =>
    key === 'borderColor.DEFAULT' ? '#e5e7eb' : fallback ?? 'initial');

/** @type {Record<string, () => Promise<string>>} */
export const HOST_SHEETS = {
  bootstrap4: () => readFile(`${modules}bootstrap4/dist/css/bootstrap.css`, 'utf8'),
  bootstrap5: () => readFile(`${modules}bootstrap/dist/css/bootstrap.css`, 'utf8'),
  tailwind: async () => compileTheme(await readFile(`${modules}tailwindcss3/src/css/preflight.css`, 'utf8')),
  legacy: async () => LEGACY,
};

/**
 * The `<link>` of the host sheet asked for in the query, as `{ before, after }` cashback.css.
 * @param {URLSearchParams} [query]
 */
export function hostSheetLinks(query) {
  const name = query?.get('host') ?? '';
  if (!Object.hasOwn(HOST_SHEETS, name)) return { before: '', after: '' };
  const link = `<link rel="stylesheet" href="/demo-host-css/${name}.css">`;
  return query?.get('hostorder') === 'after' ? { before: '', after: link } : { before: link, after: '' };
}

/** Serves `/demo-host-css/NAME.css`. @param {string} file e.g. `bootstrap4.css` */
export async function serveHostSheet(file) {
  const name = file.replace(/\.css$/, '');
  if (!Object.hasOwn(HOST_SHEETS, name)) return notFound();
  return { status: 200, headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' }, body: await HOST_SHEETS[name]() };
}
