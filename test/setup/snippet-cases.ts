// test/scripts/snippet-cases.json, the one case table of snippet selection, which
// the JavaScript lookup (scripts/prerender-index.mjs) and the PHP one (the Laravel
// package's PrerenderIndex) both pass.
import { readFileSync } from 'node:fs';
// @ts-expect-error plain JavaScript module without types
import { findSnippet } from '../../scripts/prerender-index.mjs';

export interface SnippetCase {
  island: string;
  url: string;
  auth: 'guest' | 'user';
  snippet: string | null;
  /** The head's preloads; in `built`, where they come from: the page's app snippet or the index. */
  preload?: 'snippet' | 'index' | string[];
  /** The whole filled HTML (fixture), or a piece of it (built). */
  html?: string;
  filled?: string;
  why?: string;
}
export interface Index { snippets: { file: string; preload?: string[] }[]; preload?: { guest?: string[]; user?: string[] }; loader?: string }

export const table = JSON.parse(readFileSync(new URL('../scripts/snippet-cases.json', import.meta.url), 'utf8')) as {
  fixture: { index: Index; files: Record<string, string>; cases: SnippetCase[] };
  built: (SnippetCase & { preload: 'snippet' | 'index' })[];
};

export const caseName = (c: SnippetCase) => `${c.island} ${c.auth} ${c.url}${c.why ? ` (${c.why})` : ''}`;

/** The head's preloads a case expects, from the index it runs against; undefined when the case names none. */
export function expectedPreloads(index: Index, c: SnippetCase): string[] | undefined {
  if (c.preload === undefined || Array.isArray(c.preload)) return c.preload;
  if (c.preload === 'index') return index.preload?.[c.auth] ?? [];
  const app = findSnippet(index, { island: 'app', authenticated: c.auth === 'user', url: new URL(c.url, 'https://x.ua') });
  if (!app?.preload?.length) throw new Error(`${c.url}: no app snippet with a preload list`);
  return app.preload;
}
