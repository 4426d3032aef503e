// Types for what build.mjs exports to tests and scripts.
export const reactAlias: Record<string, string>;
export const budgets: { guestHomeJs: number; css: number };
export const guestRoutes: Record<string, { initial: string[]; later: string[] }>;
export const sharedAlias: Record<string, string>;
export function loadScenarios(): { scenarios: string[][]; protect: number[] };
export function options(opts?: { react?: boolean }): import('esbuild').BuildOptions & { absWorkingDir: string; outdir: string };
