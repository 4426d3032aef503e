// What test/run.mjs runs in each child: one test file under uvu's own runner,
// as `uvu/run` does it (UVU_DEFER queues every suite's `.run()` until `exec`),
// so the end of the tests is a point in this file rather than a guess:
//   node --import ./test/setup/register.mjs test/setup/run-file.mjs test/lib/money.test.ts
// uvu prints its summary and sets the exit code (1 when a case failed).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

globalThis.UVU_DEFER = 1;
const { exec } = await import('uvu');
globalThis.UVU_QUEUE.push([null]);
await import(pathToFileURL(path.resolve(process.argv[2])).href);
await exec();

// Timers the product still has pending in happy-dom (an alert's 4 s dismissal,
// nanostores' 1 s unmount delay) would keep the process alive for seconds with
// nothing left to test. The globals stay: React's scheduler may still run a task that reads `window`.
await globalThis.happyDOM?.abort();
