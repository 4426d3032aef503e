// Types for what build.mjs exports to tests and scripts.
export const reactAlias: Record<string, string>;
export const budgets: { guestHomeJs: number; css: number };
export const guestRoutes: Record<string, { initial: string[]; later: string[] }>;
export const sharedAlias: Record<string, string>;
export function loadScenarios(): { scenarios: string[][]; protect: number[] };
export function options(opts?: { react?: boolean }): import('esbuild').BuildOptions & { absWorkingDir: string; outdir: string };
/** Calls with a spread before another argument in an optional chain, in minified code (Chrome 90 throws on them). */
export function optionalSpreadCalls(code: string): string[];
