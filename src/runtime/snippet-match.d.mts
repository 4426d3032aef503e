import type { SnippetInfo } from './snippet';

/** Why the snippet does not describe this page, or null when it does (see snippet-match.mjs). */
export function snippetMismatch(info: SnippetInfo, version: string, island: string, authenticated: boolean, url: URL): string | null;
