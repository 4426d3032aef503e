// test/laravel/snippet-cases.json, the case table of the snippet lookup both in
// JavaScript (scripts/prerender-index.mjs) and in PHP (the Laravel package).
import { readFileSync } from 'node:fs';
// @ts-expect-error plain JavaScript module without types
import { findSnippet } from '../../scripts/prerender-index.mjs';

export interface SnippetCase { island: string; url: string; auth: 'guest' | 'user'; snippet: string | null; preload: 'snippet' | 'index' | string[]; filled?: string }
export interface Index { snippets: { file: string; preload?: string[] }[]; preload?: { guest?: string[]; user?: string[] } }

export const table = JSON.parse(readFileSync(new URL('../laravel/snippet-cases.json', import.meta.url), 'utf8')) as {
  built: SnippetCase[];
  fixture: { index: Index; files: Record<string, string>; cases: SnippetCase[] };
};

/** The head's preloads a case expects, from the index it runs against. */
export function expectedPreloads(index: Index, c: SnippetCase): string[] {
  if (Array.isArray(c.preload)) return c.preload;
  if (c.preload === 'index') return index.preload?.[c.auth] ?? [];
  const app = findSnippet(index, { island: 'app', authenticated: c.auth === 'user', url: new URL(c.url, 'https://x.ua') });
  if (!app?.preload?.length) throw new Error(`${c.url}: no app snippet with a preload list`);
  return app.preload;
}
