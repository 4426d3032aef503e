// Hostile input, the other half, for a guest: malformed answers to every GET
// the islands make (see hostile-malformed.ts), page load after page load at
// 375 px; the app navigates in place, so each load reaches many routes.
// Nothing may run, no unsafe URL may be rendered, nothing may throw, no
// island may fail, go blank or stay loading, and no 'undefined', 'NaN',
// 'null', 'Infinity' or '[object Object]' may reach the screen. With the
// signed-in half (hostile-malformed-user.test.ts): over 500 answers.
import { browserSuite } from '../setup/browser';
import { catalogue, expectNoSymptom } from './hostile-malformed';

const { test, env } = browserSuite('hostile input: malformed responses, guest');

test('260 malformed responses or more to a guest: no script, no unsafe URL, no uncaught error, no failed, blank or forever-loading island, no undefined/NaN/null on screen', () =>
  expectNoSymptom(env, {
    widths: [375],
    steps: (load) => ['/shops', ...catalogue(load), '/'],
    answers: Number(process.env.FUZZ_LIMIT ?? 260),
  }));

test.run();
