// `node --import ./test/setup/register.mjs file.test.ts` runs a TypeScript test alone.
import { register } from 'node:module';
register('./hooks.mjs', import.meta.url);
