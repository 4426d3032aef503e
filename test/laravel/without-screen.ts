// A build whose index lacks one of the app's screens with the user, for the Laravel package's tests.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A copy of the build `dist` in `dir` whose index has no screen with the user for the app at `at`
 * (its snippet still shows the user): every profile screen has one, so this is how a page meets a
 * snippet showing the user without a template for it.
 */
export function withoutProfileScreen(dist: string, dir: string, at: string): string {
  cpSync(dist, dir, { recursive: true });
  const file = path.join(dir, 'prerender/index.json');
  const index = JSON.parse(readFileSync(file, 'utf8')) as { screens: { island: string; path?: string }[] };
  const screens = index.screens.filter((screen) => !(screen.island === 'app' && screen.path === at));
  if (screens.length !== index.screens.length - 1) throw new Error(`the build has no one screen of the app at ${at}`);
  writeFileSync(file, JSON.stringify({ ...index, screens }));
  return dir;
}
