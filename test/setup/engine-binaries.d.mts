export type EngineName = 'chromium' | 'firefox' | 'webkit';
export const BINARIES: {
  chromium: { browser: string };
  firefox: { browser: string };
  webkit: { driver: string; browser: string; display: string };
};
export const PACKAGES: Record<EngineName, string>;
export function engineMissing(engine: EngineName): string | null;
