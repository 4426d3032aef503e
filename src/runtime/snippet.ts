/**
 * Prerendered HTML (`dist/prerender/`, see the README) starts with one
 * comment that says what it was rendered for:
 *   <!--cashback {"v":"0.1.0","island":"header","auth":"guest","prefix":"cbp-header-"}-->
 * The runtime hydrates a placeholder only when that still describes the page.
 */
export interface SnippetInfo {
  /** The bundle version that rendered it. */
  v: string;
  island: string;
  /** The `window.isAuthenticated` it was rendered with. */
  auth: 'guest' | 'user';
  /** The island's id prefix (`useIslandId`), the same on both sides. */
  prefix: string;
  /** The path it was rendered at, for islands that follow the location (`app`). */
  path?: string;
  /** Instead of `path`: every path it fits, a regular expression (a shop's page, the same for every id). */
  pattern?: string;
  /** The query parameters the first screen reads, with the values rendered (absent: none). */
  query?: Record<string, string>;
  reads?: string[];
  /**
   * An app snippet's: the chunks its page starts with, relative to cashback.js
   * (the inline loader asks for them beside it once the page has painted).
   */
  wave?: string[];
}

const MARK = 'cashback ';

/** The marker comment for `info` (JSON, with `--` kept out of the comment). */
export const snippetMarker = (info: SnippetInfo): string =>
  `<!--${MARK}${JSON.stringify(info).replace(/-/g, '\\u002d')}-->`;

/** The marker at the start of a placeholder's content, or null (also for a malformed one). */
export function readSnippet(element: Element): { info: SnippetInfo; marker: Comment } | null {
  let node = element.firstChild;
  while (node?.nodeType === 3 && !node.nodeValue?.trim()) node = node.nextSibling;
  const text = node?.nodeType === 8 ? node.nodeValue ?? '' : '';
  try {
    return text.startsWith(MARK) ? { info: JSON.parse(text.slice(MARK.length)) as SnippetInfo, marker: node as Comment } : null;
  } catch {
    return null;
  }
}

// Whether a snippet describes the page: one implementation for the runtime and the hosts.
export { snippetMismatch } from './snippet-match.mjs';
